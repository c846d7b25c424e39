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

/**
 * The authenticator entry a person makes from a login details mail by hand: the key (base32 in
 * groups of four) and the settings the mail names, as an otpauth URI for the test's authenticator.
 */
export function otpauthUriIn(text: string): string {
  const key = /^((?:[A-Z2-7]{4} )+[A-Z2-7]{1,4})$/m.exec(text)?.[1];
  const account =
    /^Account: (\S+)\. Type: time-based\. Code: 6 digits, a new one every 30 seconds \(SHA-1\)\.$/m.exec(
      text,
    )?.[1];
  if (!key || !account) throw new Error('The mail text gives no key with its settings.');
  const label = encodeURIComponent(`Developer Portal:${account}`);
  const secret = key.replaceAll(' ', '');
  return `otpauth://totp/${label}?issuer=Developer%20Portal&secret=${secret}&algorithm=SHA1&digits=6&period=30`;
}
