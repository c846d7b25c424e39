import { MFA_AUTHENTICATED, MFA_HEADER, messages } from '@ddp/contract';
import { dropEncryptionKey, encryptPayload } from './encryption';
import { ApiError, type SuccessTest, sendJson } from './http';
import { endReasonForCode } from './logout-reasons';
import { signedInState } from './session-rules';
import { endSession, readSession } from './session-store';

export { ApiError, resultIsSuccess } from './http';

/**
 * How a call proves who is asking: not at all, with the signed-in session (bearer + MFA header,
 * spec section 6), or with an explicit bearer such as the temporary token of the code screen.
 */
export type CallAuth = 'none' | 'session' | { bearer: string };

/** The options of a call made as the signed-in person. */
export const signedIn = { auth: 'session' } as const;

export interface CallOptions {
  auth?: CallAuth;
  signal?: AbortSignal;
  isSuccess?: SuccessTest;
  /** Do not end the local session on a 401 (used by logout, which ends it anyway). */
  quiet?: boolean;
}

function authHeaders(auth: CallAuth, quiet: boolean): Record<string, string> {
  if (auth === 'none') return {};
  if (auth !== 'session') return { authorization: `Bearer ${auth.bearer}` };
  const session = readSession();
  // Spec section 7: before each signed-in call, a session older than 30 minutes is ended.
  const state = signedInState(session, Date.now());
  if (state !== 'ok' && !quiet) {
    const reason = state === 'maxTime' ? 'maxTime' : 'entry';
    endSession(reason);
    throw new ApiError(
      reason === 'maxTime' ? messages.loggedOutMaxTime : messages.loginEntryRequired,
      401,
      reason === 'maxTime' ? 'session_max_time' : 'session_missing',
    );
  }
  return { authorization: `Bearer ${session.token ?? ''}`, [MFA_HEADER]: MFA_AUTHENTICATED };
}

async function call<T>(url: string, init: RequestInit, options: CallOptions): Promise<T> {
  const auth = options.auth ?? 'none';
  const headers = { ...authHeaders(auth, options.quiet ?? false), ...init.headers };
  try {
    return await sendJson<T>(url, { ...init, headers, signal: options.signal }, options.isSuccess);
  } catch (error) {
    const reason =
      error instanceof ApiError && error.status === 401 ? endReasonForCode(error.code) : undefined;
    if (reason && auth === 'session' && !options.quiet) endSession(reason);
    throw error;
  }
}

const jsonInit = (method: 'POST', body: unknown): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

export function getPlain<T>(path: string, options: CallOptions = {}): Promise<T> {
  return call<T>(path, { method: 'GET' }, options);
}

export function postPlain<T>(path: string, body: unknown, options: CallOptions = {}): Promise<T> {
  return call<T>(path, jsonInit('POST', body), options);
}

/**
 * Runs an encrypted call, and once more with a fresh key when the server could not read the
 * envelope: after a key rotation the page would otherwise fail until it is reloaded.
 */
async function withFreshKeyRetry<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 400 || error.message !== messages.badEnvelope)
      throw error;
    dropEncryptionKey();
    return run();
  }
}

async function encryptOrFail(payload: object, auth: CallAuth | undefined): Promise<string> {
  try {
    return await encryptPayload(payload, auth === 'session' ? readSession().envelopeKey : undefined);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError(messages.internalError, 0);
  }
}

export function postEncrypted<T>(path: string, payload: object, options: CallOptions = {}): Promise<T> {
  return withFreshKeyRetry(async () => {
    const encryptData = await encryptOrFail(payload, options.auth);
    return call<T>(path, jsonInit('POST', { encryptData }), options);
  });
}

/**
 * A multipart form as it is (the upload of bug report files): files cannot travel in the JSON
 * envelope, see docs/api.md. The browser sets the content type with its boundary.
 */
export function postMultipart<T>(path: string, form: FormData, options: CallOptions = {}): Promise<T> {
  return call<T>(path, { method: 'POST', body: form }, options);
}

export function getEncrypted<T>(path: string, payload: object, options: CallOptions = {}): Promise<T> {
  return withFreshKeyRetry(async () => {
    const encryptData = await encryptOrFail(payload, options.auth);
    return call<T>(`${path}?encryptData=${encodeURIComponent(encryptData)}`, { method: 'GET' }, options);
  });
}
