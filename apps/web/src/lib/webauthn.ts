import { messages } from '@ddp/contract';
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { passkeysSupported } from './passkeys-supported';

/**
 * The browser's side of a passkey ceremony. @simplewebauthn/browser is loaded only here, when a
 * ceremony starts, so that no first page downloads it (the bundle budget, docs/benchmarks.md).
 */

/** A ceremony the browser did not complete, with what to tell the person. */
export class CeremonyFailed extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CeremonyFailed';
  }
}

type Options = Record<string, unknown>;

const nameOf = (error: unknown) => (error instanceof Error ? error.name : '');

/** navigator.credentials.create() for the server's options; the browser's answer as JSON. */
export async function createPasskey(options: Options): Promise<Record<string, unknown>> {
  if (!passkeysSupported()) throw new CeremonyFailed(messages.passkeysUnsupported);
  const { startRegistration } = await import('@simplewebauthn/browser');
  try {
    // The server sends WebAuthn's JSON form of the options (@simplewebauthn/server), as they are.
    const optionsJSON = options as unknown as PublicKeyCredentialCreationOptionsJSON;
    return (await startRegistration({ optionsJSON })) as unknown as Record<string, unknown>;
  } catch (error) {
    const name = nameOf(error);
    if (name === 'InvalidStateError') throw new CeremonyFailed(messages.passkeysAlreadyOnDevice);
    if (name === 'NotAllowedError' || name === 'AbortError')
      throw new CeremonyFailed(messages.passkeysBrowserCancelled);
    throw new CeremonyFailed(messages.passkeysBrowserRefused);
  }
}

/** navigator.credentials.get() for the server's options; the browser's answer as JSON. */
export async function signWithPasskey(options: Options): Promise<Record<string, unknown>> {
  if (!passkeysSupported()) throw new CeremonyFailed(messages.passkeysUnsupported);
  const { startAuthentication } = await import('@simplewebauthn/browser');
  try {
    const optionsJSON = options as unknown as PublicKeyCredentialRequestOptionsJSON;
    return (await startAuthentication({ optionsJSON })) as unknown as Record<string, unknown>;
  } catch (error) {
    const name = nameOf(error);
    if (name === 'NotAllowedError' || name === 'AbortError')
      throw new CeremonyFailed(messages.signInPasskeyCancelled);
    throw new CeremonyFailed(messages.passkeysBrowserRefused);
  }
}
