/** Role text of the contract: a list containing 'Owner' for owners. */
export type RoleText = 'Owner' | 'User';

// In a module of its own, without the team schemas: the portal's first download reads it.
export const roleOf = (isAdmin: string | readonly string[] | null | undefined): RoleText =>
  (Array.isArray(isAdmin) ? isAdmin.includes('Owner') : isAdmin === 'Owner') ? 'Owner' : 'User';
