import { z } from 'zod';
import { limits } from './constants';
import { email, requiredText } from './fields';
import { messages } from './messages';

const id = () => z.uuid({ error: () => messages.badRequest });
/** Our client ids: `ddp-` and 32 hex digits, so a string from elsewhere is refused before any lookup. */
export const CLIENT_ID_PATTERN = /^ddp-[0-9a-f]{32}$/;
const clientId = () =>
  z.string({ error: () => messages.notFound }).regex(CLIENT_ID_PATTERN, { error: () => messages.notFound });

export const viewCredentialsRequest = z.object({ consumerId: id() });
export const transferredCredentialsRequest = z.object({ email: email() });
export const viewTeamCredentialsRequest = z.object({
  consumerId: id(),
  multi_consumers_auth: z.unknown().optional(),
});
export type CreateCredentialsRequest = z.infer<typeof createCredentialsRequest>;
export const deleteCredentialsRequest = z.object({ credentialId: id(), consumerId: id() });
export const regenerateSecretRequest = z.object({ client_id: clientId(), consumer_id: id() });
export const clientSecretRequest = z.object({ client_id: clientId() });
/**
 * A new secret's life (ours, issue 20): 30, 60 or 90 days, through a date (YYYY-MM-DD, to the end
 * of that day in GMT), or never. Left out: the operator's maximum if there is one, else never.
 */
export const SECRET_EXPIRY_CHOICES = ['30', '60', '90', 'never'] as const;
const isExpiryChoice = (value: string) =>
  (SECRET_EXPIRY_CHOICES as readonly string[]).includes(value) || /^\d{4}-\d{2}-\d{2}$/.test(value);
export const secretExpiry = () =>
  z
    .string({ error: () => messages.secretExpiryInvalid })
    .refine(isExpiryChoice, { error: () => messages.secretExpiryInvalid })
    .optional();
export const createCredentialsRequest = z.object({
  applicationName: requiredText(() => messages.applicationNameRequired, limits.nameMaxLength),
  consumerId: id(),
  /** Ours (issue 20): the first secret's life, as for an added one; left out as the spec sends it. */
  expires: secretExpiry(),
});
/** A client's secrets (ours, issue 20): who may regenerate its secret may list, add and revoke them. */
export const viewClientSecretsRequest = regenerateSecretRequest;
export const addClientSecretRequest = regenerateSecretRequest.extend({ expires: secretExpiry() });
export const revokeClientSecretRequest = regenerateSecretRequest.extend({
  secret_id: z.uuid({ error: () => messages.notFound }),
});
export const transferCredentialsRequest = z.object({
  client_id: clientId(),
  consumer: email(),
  fromconsumer: email(),
});
export const generateAccessTokenRequest = z.object({ client_id: clientId() });

export interface CredentialItem {
  id: string;
  name: string;
  /** unix seconds (spec section 3) */
  created_at: number;
  client_id: string;
  consumerId: string;
  /** Ours (issue 20): set when one of its secrets expires within 14 days, or has expired. */
  secrets_state?: 'expires_soon' | 'expired';
}

export interface TeamCredentialItem {
  id: string;
  name: string;
  created_at: number;
  client_id: string;
  consumerId: string;
  /** the owner's e-mail (ours), so the team view says whose client it is */
  owner: string;
  /** only for admins of a company with multi_consumers_auth */
  client_secret?: string;
}

export interface TransferredCredentialItem {
  name: string;
  created_at: number;
  client_id: string;
}

/** The most a client's key set may weigh as pasted, and the most keys it may hold. */
export const JWKS_MAX_LENGTH = 16_384;
export const JWKS_MAX_KEYS = 5;
/** The signature algorithms a client's assertion may use (private_key_jwt), as the metadata lists them. */
export const ASSERTION_ALGORITHMS = ['RS256', 'PS256', 'ES256', 'EdDSA', 'Ed25519'] as const;
export const viewClientKeysRequest = regenerateSecretRequest;
export const removeClientKeysRequest = regenerateSecretRequest;
export const setClientKeysRequest = regenerateSecretRequest.extend({
  jwks: z
    .string({ error: () => messages.jwksInvalid })
    .min(1, { error: () => messages.jwksInvalid })
    .max(JWKS_MAX_LENGTH, { error: () => messages.jwksInvalid }),
});

/** One of a client's secrets, never the secret itself (view-client-secrets). Times in unix seconds. */
export interface ClientSecretItem {
  secret_id: string;
  created_at: number;
  /** The last grant it authenticated, to the minute; null before the first. */
  last_used_at: number | null;
  /** When it stops authenticating; null: never. */
  expires_at: number | null;
  /** By the server's clock: expiring within 14 days (the first reminder), or past its end. */
  state: 'active' | 'expires_soon' | 'expired';
}
