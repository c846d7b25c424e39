import { messages } from '@ddp/contract';

/**
 * Why a session ended, and how Login is told (spec section 2); 'user' is a chosen logout and
 * 'deleted' the end of a deleted account.
 */
export type EndReason = 'idle' | 'maxTime' | 'entry' | 'user' | 'deleted';

export function loginSearchFor(reason: EndReason): string {
  switch (reason) {
    case 'idle':
      return '?logout=success';
    case 'maxTime':
      return '?logout=maximumsessiontime';
    case 'entry':
      return '?entry=success';
    case 'user':
    case 'deleted':
      return '';
  }
}

/** A text handed to Login with the navigation (router state), for ends the spec has no query for. */
export function loginStateFor(reason: EndReason): { notice: string } | undefined {
  return reason === 'deleted' ? { notice: messages.accountDeleted } : undefined;
}

/** The notice Login shows for its query parameters; logout wins when both are present. */
export function loginNoticeFor(search: URLSearchParams): string | undefined {
  const logout = search.get('logout');
  if (logout === 'maximumsessiontime') return messages.loggedOutMaxTime;
  if (logout === 'success') return messages.loggedOutIdle;
  if (search.get('entry') === 'success') return messages.loginEntryRequired;
  return undefined;
}

/** The server's 401 codes that end a signed-in session (docs/api.md). */
export function endReasonForCode(code: string | undefined): EndReason | undefined {
  switch (code) {
    case 'session_idle':
      return 'idle';
    case 'session_max_time':
      return 'maxTime';
    case 'session_missing':
      return 'entry';
    default:
      return undefined;
  }
}
