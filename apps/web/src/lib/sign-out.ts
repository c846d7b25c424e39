import { paths } from '@ddp/contract';
import { postPlain } from './api-client';
import { endSession } from './session-store';

/**
 * Ends the session here and on the server; a failed call must not keep the user signed in. The
 * call takes the token before the session ends here, and the session ends here before any answer
 * comes: a request of this tab that the server refuses meanwhile (its session is already gone)
 * must not turn the logout into 'please sign in' (the first end reason wins).
 */
export async function signOut(): Promise<void> {
  // When it fails, the server session ends by itself at the latest after its idle time.
  const told = postPlain(paths.logout, {}, { auth: 'session', quiet: true }).catch(() => undefined);
  endSession('user');
  await told;
}

/**
 * A session that ran out here ends at once in every tab; the server is told as well, so the token
 * is worthless even where the server's own limits have not been reached (activity without calls).
 */
export function expireSession(reason: 'idle' | 'maxTime'): void {
  // The call takes the token before endSession removes it.
  postPlain(paths.logout, {}, { auth: 'session', quiet: true }).catch(() => undefined);
  endSession(reason);
}
