import { messages } from '@ddp/contract';
import { escapeHtml } from '../../platform/mail/escape-html';
import type { MailMessage } from '../../platform/mail/mailer';

/** Why the credentials moved: a colleague transferred one, or the Owner removed their holder. */
export type TransferReason = { transferredBy: string } | { memberRemoved: string };

const whySentence = (reason: TransferReason): string =>
  'transferredBy' in reason
    ? messages.mailTransferBy({ who: reason.transferredBy })
    : messages.mailTransferMemberRemoved({ member: reason.memberRemoved });

/**
 * Tells the person a credential was transferred to where to view its new secret once. It carries
 * no secret: the one-time view is the only place that shows it. In the language of the moment: the
 * caller runs it in the receiver's.
 */
export function transferredMail(input: {
  to: string;
  firstname: string;
  reason: TransferReason;
  credentials: ReadonlyArray<{ name: string; client_id: string }>;
  viewUrl: string;
}): MailMessage {
  const count = input.credentials.length;
  const hello = messages.mailHello({ firstname: input.firstname });
  const why = whySentence(input.reason);
  const newSecret = messages.mailTransferNewSecret({ count });
  const listed = input.credentials.map((c) => `- ${c.name} (client_id ${c.client_id})`);
  const text = [
    hello,
    '',
    why,
    ...listed,
    '',
    newSecret,
    input.viewUrl,
    '',
    messages.mailTransferShownOnce,
  ].join('\n');
  const items = input.credentials
    .map((c) => `<li>${escapeHtml(c.name)} (client_id <code>${escapeHtml(c.client_id)}</code>)</li>`)
    .join('');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5">
<p>${escapeHtml(hello)}</p>
<p>${escapeHtml(why)}</p>
<ul>${items}</ul>
<p>${escapeHtml(newSecret)}</p>
<p><a href="${escapeHtml(input.viewUrl)}">${escapeHtml(messages.mailTransferViewLink)}</a></p>
<p>${escapeHtml(messages.mailTransferShownOnce)}</p>
</body></html>`;
  return {
    to: input.to,
    subject: messages.mailTransferSubject({ count }),
    text,
    html,
    attachments: [],
  };
}
