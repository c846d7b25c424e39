import { messages } from '@ddp/contract';
import { escapeHtml } from '../../platform/mail/escape-html';
import type { MailMessage } from '../../platform/mail/mailer';

/** The invitation, in the language of the moment (the inviter's: the invitee has none yet). */
export function invitationMail(input: {
  to: string;
  firstname: string;
  inviter: string;
  company: string;
  link: string;
}): MailMessage {
  const join = messages.mailInviteJoin({ inviter: input.inviter, company: input.company });
  const text = [
    messages.mailHello({ firstname: input.firstname }),
    '',
    join,
    messages.mailInviteWithinText,
    input.link,
    '',
    messages.mailInviteNotExpected,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5">
<p>${escapeHtml(messages.mailHello({ firstname: input.firstname }))}</p>
<p>${escapeHtml(join)}
${escapeHtml(messages.mailInviteWithinHtml)}</p>
<p><a href="${escapeHtml(input.link)}">${escapeHtml(messages.mailInviteLink)}</a></p>
<p>${escapeHtml(messages.mailInviteNotExpected)}</p>
</body></html>`;
  return { to: input.to, subject: messages.mailInviteSubject, text, html, attachments: [] };
}
