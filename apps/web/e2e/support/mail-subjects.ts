import type { MailboxMessage, MailboxReply } from '@ddp/contract';
import { type APIRequestContext, expect } from '@playwright/test';

/** The newest mail with this subject to this address; waits until the server has sent it. */
export async function mailWithSubject(
  request: APIRequestContext,
  to: string,
  subject: string,
): Promise<MailboxMessage> {
  let found: MailboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/v1/dev/mailbox?to=${encodeURIComponent(to)}`);
        expect(response.status()).toBe(200);
        const reply = (await response.json()) as MailboxReply;
        found = reply.messages.find((message) => message.to === to && message.subject === subject);
        return found !== undefined;
      },
      { message: `a mail '${subject}' to ${to} in the dev mailbox` },
    )
    .toBe(true);
  return found as MailboxMessage;
}
