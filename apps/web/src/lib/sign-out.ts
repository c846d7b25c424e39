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
