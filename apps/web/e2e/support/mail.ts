import type { MailboxMessage, MailboxReply } from '@ddp/contract';
import { type APIRequestContext, expect } from '@playwright/test';

/** The newest mail the portal sent to this address, read from the dev mailbox. */
export async function newestMailTo(request: APIRequestContext, to: string): Promise<MailboxMessage> {
  let found: MailboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/v1/dev/mailbox?to=${encodeURIComponent(to)}`);
        expect(response.status()).toBe(200);
        const reply = (await response.json()) as MailboxReply;
        found = reply.messages.find((message) => message.to === to);
        return found !== undefined;
      },
      { message: `a mail to ${to} in the dev mailbox` },
    )
    .toBe(true);
  return found as MailboxMessage;
}

export function otpauthUriIn(text: string): string {
  const match = /otpauth:\/\/\S+/.exec(text);
  if (!match) throw new Error('The mail text holds no otpauth:// URI.');
  return match[0];
}
