import { routes } from '@ddp/contract';

/** The news screen under /home (spec section 2); the menu and the router both point here. */
export const newsPath = routes.viewNews;
