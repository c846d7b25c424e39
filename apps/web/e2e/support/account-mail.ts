import type { MailboxReply } from '@ddp/contract';
import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';

export const RESET_SUBJECT = 'Reset your Developer Portal password';

/** How many mails the portal has sent to this address so far. */
export async function mailCount(request: APIRequestContext, to: string): Promise<number> {
  const response = await request.get(`/v1/dev/mailbox?to=${encodeURIComponent(to)}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as MailboxReply).messages.length;
}

/** The path and query of the mailed reset link (the mail names the server's public address). */
export function resetPathIn(text: string): string {
  const match = /https?:\/\/\S+\/dev-portal\/(reset-password\?details=\S+)/.exec(text);
  if (!match?.[1]) throw new Error('The mail text holds no reset link.');
  return match[1];
}
