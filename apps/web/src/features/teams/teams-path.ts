import { routes } from '@ddp/contract';

/** The Teams screen under /home (spec section 2); the menu and the router both point here. */
export const teamsPath = routes.viewTeams;
