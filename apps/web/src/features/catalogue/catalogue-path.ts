import { routes } from '@ddp/contract';

/** The API Documentation screen under /home (spec section 2); the menu and the router point here. */
export const cataloguePath = routes.viewDocs;

/** Where an administrator asks for advanced services (spec section 2); linked from the Advanced tab. */
export const requestAdvancedServicesPath = routes.requestAdvancedServices;
