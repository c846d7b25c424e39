import { messages } from '@ddp/contract';
import { escapeHtml } from '../../platform/mail/escape-html';
import type { MailMessage } from '../../platform/mail/mailer';

/**
 * Sent instead of an invitation to an address that has an account in another company: the person
 * learns of the attempt, and the mail carries no link anyone could use. In the language of the
 * moment: the caller runs it in the addressee's.
 */
export function alreadyRegisteredMail(input: {
  to: string;
  firstname: string;
  inviter: string;
  company: string;
}): MailMessage {
  const { inviter, company } = input;
  const hello = messages.mailHello({ firstname: input.firstname });
  const askElsewhere = messages.mailAlreadyRegisteredAskElsewhere({ company });
  const text = [
    hello,
    '',
    messages.mailAlreadyRegisteredTriedText({ inviter, company }),
    '',
    askElsewhere,
    messages.mailAlreadyRegisteredNotExpected,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5">
<p>${escapeHtml(hello)}</p>
<p>${escapeHtml(messages.mailAlreadyRegisteredTriedHtml({ inviter, company }))}</p>
<p>${escapeHtml(askElsewhere)}
${escapeHtml(messages.mailAlreadyRegisteredNotExpected)}</p>
</body></html>`;
  return { to: input.to, subject: messages.mailAlreadyRegisteredSubject, text, html, attachments: [] };
}
