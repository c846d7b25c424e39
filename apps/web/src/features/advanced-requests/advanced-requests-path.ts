/** The advanced service requests screen under /home (spec section 2). */
export const advancedRequestsPath = '/home/request-advanced-services';
