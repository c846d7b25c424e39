import { routes } from '@ddp/contract';

/** The advanced service requests screen under /home (spec section 2). */
export const advancedRequestsPath = routes.requestAdvancedServices;
