import { decodeLinkDetails, type MailboxMessage, type MailboxReply } from '@ddp/contract';
import type { PortalClient } from './portal-client';

/** The newest mail to `to`, waiting briefly for mail that is sent after the reply. */
export async function newestMail(
  client: PortalClient,
  to: string,
  subject?: RegExp,
): Promise<MailboxMessage> {
  // A deadline, not a count of tries: on a loaded machine the background send can take seconds.
  const deadline = Date.now() + 5_000;
  while (Date.now() < deadline) {
    const reply = await client.raw<MailboxReply>(`/v1/dev/mailbox?to=${encodeURIComponent(to)}`, {
      method: 'GET',
    });
    const found = reply.body.messages.find((m) => !subject || subject.test(m.subject));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no mail to ${to}`);
}

export async function mailCount(client: PortalClient, to: string): Promise<number> {
  const reply = await client.raw<MailboxReply>(`/v1/dev/mailbox?to=${encodeURIComponent(to)}`, {
    method: 'GET',
  });
  return reply.body.messages.length;
}

/** Reads the `details` of the first portal link in a mail. */
export function linkDetails(mail: MailboxMessage): { url: URL; details: Record<string, string> } {
  const href = /https?:\/\/\S+details=\S+/.exec(mail.text)?.[0];
  if (!href) throw new Error('no link with details in the mail');
  const url = new URL(href);
  return { url, details: decodeLinkDetails(url.searchParams.get('details') ?? '') as Record<string, string> };
}
