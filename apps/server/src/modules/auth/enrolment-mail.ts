import { messages } from '@ddp/contract';
import { escapeHtml } from '../../platform/mail/escape-html';
import type { MailMessage } from '../../platform/mail/mailer';

// The English subject, read once outside any request (the tests find the mail by it).
export const ENROLMENT_CODE_SUBJECT = messages.mailEnrolCodeSubject;

/**
 * The code mailed at the first sign-in of an account that sets up its authenticator on screen: it
 * proves the mailbox, so that the password alone never sets up a second factor. In the language of
 * the moment: the caller runs it in the account's.
 */
export function enrolmentCodeMail(input: {
  to: string;
  firstname: string;
  code: string;
  minutes: number;
  portalUrl: string;
}): MailMessage {
  const paragraphs = [
    messages.mailHello({ firstname: input.firstname }),
    messages.mailEnrolCodeBody({ code: input.code, minutes: input.minutes }),
    messages.mailEnrolCodeNotYou,
    messages.mailLoginSignIn({ url: input.portalUrl }),
  ];
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5">
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
</body></html>`;
  return {
    to: input.to,
    subject: messages.mailEnrolCodeSubject,
    text: paragraphs.join('\n\n'),
    html,
    attachments: [],
  };
}
