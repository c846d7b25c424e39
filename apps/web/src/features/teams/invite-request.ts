import type { InviteForm, InviteUserRequest } from '@ddp/contract';

/**
 * The invite-user payload of spec section 7. Without the normal-user switch the Owner creates a
 * dummy consumer: no mail, no address typed in (the server builds it from the names).
 */
export function inviteRequestOf(form: InviteForm, createdUserId: string): InviteUserRequest {
  const dummy = !form.normaluser;
  return {
    isAdmin: 'Owner',
    firstname: form.firstname.trim(),
    lastname: form.lastname.trim(),
    email: dummy ? '' : form.email.trim().toLowerCase(),
    admin: form.admin,
    createdUserId,
    no_invite_consumer: false,
    dummy_consumers: dummy,
  };
}
