import { messages } from '@ddp/contract';
import { escapeHtml } from '../../platform/mail/escape-html';
import type { MailMessage } from '../../platform/mail/mailer';

/** The reset link, in the language of the moment: the caller runs it in the account's. */
export function resetLinkMail(input: { to: string; firstname: string; link: string }): MailMessage {
  const text = [
    messages.mailHello({ firstname: input.firstname }),
    '',
    messages.mailResetIntroText,
    input.link,
    '',
    messages.mailResetNotYou,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5">
<p>${escapeHtml(messages.mailHello({ firstname: input.firstname }))}</p>
<p>${escapeHtml(messages.mailResetIntroHtml)}</p>
<p><a href="${escapeHtml(input.link)}">${escapeHtml(messages.mailResetLink)}</a></p>
<p>${escapeHtml(messages.mailResetNotYou)}</p>
</body></html>`;
  return { to: input.to, subject: messages.mailResetSubject, text, html, attachments: [] };
}
