// In a module of its own, without the report schemas: the portal's first download may read it.
/** Spec section 9: the status every new report is sent with. */
export const NEW_BUG_STATUS = 'Pending';
