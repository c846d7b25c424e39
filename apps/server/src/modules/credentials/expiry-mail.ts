import { messages } from '@ddp/contract';
import { escapeHtml } from '../../platform/mail/escape-html';
import type { MailMessage } from '../../platform/mail/mailer';

/** A secret's end as mails show it: 2026-12-12 10:30 GMT. */
export const mailDate = (at: Date) => `${at.toISOString().slice(0, 16).replace('T', ' ')} GMT`;

/**
 * Reminds a client's holder that one of its secrets expires (14, 7 and 1 days before), with the
 * way to change secrets without downtime. Never the secret. In the language of the moment: the
 * caller runs it in the holder's.
 */
export function secretExpiryMail(input: {
  to: string;
  firstname: string;
  name: string;
  clientId: string;
  expiresAt: Date;
  daysLeft: number;
  credentialsUrl: string;
}): MailMessage {
  const date = mailDate(input.expiresAt);
  const hello = messages.mailHello({ firstname: input.firstname });
  const body = messages.mailSecretExpiryBody({
    name: input.name,
    clientId: input.clientId,
    date,
    days: input.daysLeft,
  });
  const action = messages.mailSecretExpiryAction;
  return {
    to: input.to,
    subject: messages.mailSecretExpirySubject({ name: input.name, date }),
    text: [hello, '', body, '', action, input.credentialsUrl].join('\n'),
    html: `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5">
<p>${escapeHtml(hello)}</p>
<p>${escapeHtml(body)}</p>
<p>${escapeHtml(action)} <a href="${escapeHtml(input.credentialsUrl)}">${escapeHtml(input.credentialsUrl)}</a></p>
</body></html>`,
    attachments: [],
  };
}
