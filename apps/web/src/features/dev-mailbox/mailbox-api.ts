import { type MailboxMessage, type MailboxReply, paths } from '@ddp/contract';
import { getPlain } from '../../lib/api-client';

export const mailboxKey = ['dev-mailbox'] as const;

export async function fetchMailbox(): Promise<MailboxMessage[]> {
  const reply = await getPlain<MailboxReply>(paths.devMailbox);
  return reply.messages;
}

/** Images can be shown inline; other attachments are offered for download. */
export function isImage(contentType: string): boolean {
  return /^image\/(png|jpeg|gif|webp)$/i.test(contentType);
}

export function dataUrl(contentType: string, base64: string): string {
  return `data:${contentType};base64,${base64}`;
}
