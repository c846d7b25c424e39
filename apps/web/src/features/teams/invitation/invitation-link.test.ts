import { encodeLinkDetails } from '@ddp/contract';
import { describe, expect, it } from 'vitest';
import { INVITATION_VALID_MS, readInvitationLink } from './invitation-link';

const invitedAt = Date.parse('2025-05-01T10:00:00.000Z');
const payload = {
  emailId: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  inviteDate: new Date(invitedAt).toISOString(),
  createdUserId: '5b0c1f0e-8d1f-4a55-9a55-0f2c4f3b7e21',
  token: 'A'.repeat(43),
};
const details = encodeLinkDetails(payload);

describe('invitation link', () => {
  it('is valid within 24 hours and carries the invitation', () => {
    const link = readInvitationLink(details, invitedAt + INVITATION_VALID_MS - 1);
    expect(link).toEqual({ kind: 'valid', payload });
  });

  it('has expired 24 hours after the invitation', () => {
    expect(readInvitationLink(details, invitedAt + INVITATION_VALID_MS).kind).toBe('expired');
  });

  it('is not a valid token when missing, undecodable or incomplete', () => {
    expect(readInvitationLink(null, invitedAt).kind).toBe('invalid');
    expect(readInvitationLink('%%%not-base64', invitedAt).kind).toBe('invalid');
    expect(readInvitationLink(encodeLinkDetails({ emailId: 'ada@example.com' }), invitedAt).kind).toBe(
      'invalid',
    );
    expect(readInvitationLink(encodeLinkDetails({ ...payload, token: 'short' }), invitedAt).kind).toBe(
      'invalid',
    );
  });
});
