import { paths } from '@ddp/contract';
import { postPlain } from './api-client';
import { endSession } from './session-store';

/** Ends the session on the server, then here; a failed call must not keep the user signed in. */
export async function signOut(): Promise<void> {
  try {
    await postPlain(paths.logout, {}, { auth: 'session', quiet: true });
  } catch {
    // The server session ends by itself at the latest after its idle time.
  } finally {
    endSession('user');
  }
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
