import { inviteForm, messages } from '@ddp/contract';
import { describe, expect, it } from 'vitest';
import { inviteRequestOf } from './invite-request';

const OWNER_ID = '5b0c1f0e-8d1f-4a55-9a55-0f2c4f3b7e21';
const form = {
  email: ' Ada@Example.com ',
  admin: false,
  normaluser: true,
  firstname: 'Ada',
  lastname: 'Lovelace',
};

describe('invite-user payload', () => {
  it('invites by mail with the contract fields', () => {
    expect(inviteRequestOf(form, OWNER_ID)).toEqual({
      isAdmin: 'Owner',
      firstname: 'Ada',
      lastname: 'Lovelace',
      email: 'ada@example.com',
      admin: false,
      createdUserId: OWNER_ID,
      no_invite_consumer: false,
      dummy_consumers: false,
    });
  });

  it('asks for a dummy consumer without an address when the normal-user switch is off', () => {
    const request = inviteRequestOf({ ...form, normaluser: false, admin: true }, OWNER_ID);
    expect(request).toMatchObject({
      email: '',
      admin: true,
      dummy_consumers: true,
      no_invite_consumer: false,
    });
  });
});

describe('invite form rules (spec section 5)', () => {
  const messagesOf = (values: typeof form) =>
    inviteForm.safeParse(values).error?.issues.map((issue) => issue.message) ?? [];

  it('checks the e-mail only when the normal-user switch is on', () => {
    expect(messagesOf({ ...form, email: '' })).toEqual([messages.inviteEmailRequired]);
    expect(messagesOf({ ...form, email: 'nope' })).toEqual([messages.inviteEmailInvalid]);
    expect(messagesOf({ ...form, email: '', normaluser: false })).toEqual([]);
  });

  it('requires both names', () => {
    expect(messagesOf({ ...form, firstname: ' ', lastname: '' })).toEqual([
      messages.inviteFirstNameRequired,
      messages.inviteLastNameRequired,
    ]);
  });
});
