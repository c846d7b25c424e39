import { z } from 'zod';
import { email, totpCode } from './fields';
import { messages } from './messages';

/**
 * Passkeys (ours, issue 22, part 3): WebAuthn credentials a person registers in Settings and uses
 * instead of the code on the code screen. The options and responses are WebAuthn's own JSON forms
 * (what @simplewebauthn/browser hands over); the schemas bound every field so that nothing
 * unbounded reaches the verification.
 */
export const passkeyLimits = { nameMaxLength: 64 } as const;

const bad = () => messages.badRequest;
/** base64url, as WebAuthn's JSON forms carry binary fields. */
const b64url = (max: number) =>
  z
    .string({ error: bad })
    .min(1, { error: bad })
    .max(max, { error: bad })
    .regex(/^[A-Za-z0-9_-]+$/, { error: bad });
const TRANSPORTS = ['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'] as const;
const ATTACHMENTS = ['platform', 'cross-platform'] as const;
const publicKey = z.literal('public-key', { error: bad });
const extensions = z.object({}, { error: bad }).optional();

export const passkeyName = () =>
  z
    .string({ error: () => messages.passkeyNameRequired })
    .trim()
    .min(1, { error: () => messages.passkeyNameRequired })
    .max(passkeyLimits.nameMaxLength, { error: () => messages.tooLong(passkeyLimits.nameMaxLength) });

/** A browser's answer to navigator.credentials.create(), as JSON. */
export const registrationResponse = z.object(
  {
    id: b64url(1_400),
    rawId: b64url(1_400),
    type: publicKey,
    response: z.object(
      {
        clientDataJSON: b64url(4_096),
        attestationObject: b64url(32_768),
        transports: z
          .array(z.enum(TRANSPORTS, { error: bad }), { error: bad })
          .max(8, { error: bad })
          .optional(),
      },
      { error: bad },
    ),
    authenticatorAttachment: z.enum(ATTACHMENTS, { error: bad }).optional(),
    clientExtensionResults: extensions,
  },
  { error: bad },
);

/** A browser's answer to navigator.credentials.get(), as JSON. */
export const authenticationResponse = z.object(
  {
    id: b64url(1_400),
    rawId: b64url(1_400),
    type: publicKey,
    response: z.object(
      {
        clientDataJSON: b64url(4_096),
        authenticatorData: b64url(4_096),
        signature: b64url(1_024),
        userHandle: b64url(128).optional(),
      },
      { error: bad },
    ),
    authenticatorAttachment: z.enum(ATTACHMENTS, { error: bad }).optional(),
    clientExtensionResults: extensions,
  },
  { error: bad },
);

/** list-passkeys: the caller's own passkeys. */
export const listPasskeysRequest = z.object({});
export type ListPasskeysRequest = z.infer<typeof listPasskeysRequest>;

/** passkey-registration-options: a fresh code from the authenticator app proves it is the person. */
export const passkeyRegistrationOptionsRequest = z.object({ userToken: totpCode() });
export type PasskeyRegistrationOptionsRequest = z.infer<typeof passkeyRegistrationOptionsRequest>;

/** passkey-registration-verify: the browser's new credential, under the name the person gave it. */
export const passkeyRegistrationVerifyRequest = z.object({
  name: passkeyName(),
  response: registrationResponse,
});
export type PasskeyRegistrationVerifyRequest = z.infer<typeof passkeyRegistrationVerifyRequest>;

/** remove-passkey: one of the caller's own passkeys. */
export const removePasskeyRequest = z.object({ id: z.uuid({ error: bad }) });
export type RemovePasskeyRequest = z.infer<typeof removePasskeyRequest>;

/** passkey-sign-in-options: the second step with a passkey, after the password step. */
export const passkeySignInOptionsRequest = z.object({ email: email() });
export type PasskeySignInOptionsRequest = z.infer<typeof passkeySignInOptionsRequest>;

/** passkey-sign-in: the browser's assertion instead of the code. */
export const passkeySignInRequest = z.object({ email: email(), response: authenticationResponse });
export type PasskeySignInRequest = z.infer<typeof passkeySignInRequest>;

export interface PasskeyItem {
  id: string;
  name: string;
  /** ISO 8601 */
  createdAt: string;
  /** ISO 8601; null until it is first used to sign in. */
  lastUsedAt: string | null;
}

export interface ListPasskeysReply {
  output: 'success';
  data: PasskeyItem[];
}

/**
 * WebAuthn's options as JSON (PublicKeyCredentialCreationOptionsJSON or ...RequestOptionsJSON),
 * handed to the browser library as they are.
 */
export interface PasskeyOptionsReply {
  output: 'success';
  options: Record<string, unknown> & { challenge: string };
}

export interface PasskeyAddedReply {
  output: 'success';
  message: string;
  passkey: PasskeyItem;
}
