import { paths } from '@ddp/contract';
import type { APIRequestContext } from '@playwright/test';
import { type ApiSession, postEncrypted, sessionHeaders } from './portal-api';

/** The HTTP status of a harmless signed-in call with the session's token: 401 once it has ended. */
export async function statusWith(request: APIRequestContext, session: ApiSession): Promise<number> {
  const reply = await postEncrypted(
    request,
    paths.getAdminDetail,
    { email: session.email, consumerid: session.consumerId },
    sessionHeaders(session),
  );
  return reply.status;
}
