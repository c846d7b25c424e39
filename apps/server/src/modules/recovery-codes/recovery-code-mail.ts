import { messages } from '@ddp/contract';
import { escapeHtml } from '../../platform/mail/escape-html';
import type { MailMessage } from '../../platform/mail/mailer';
import { gmt } from '../auth/security-notice-mail';

// The English subject, read once outside any request (the tests find mails by it).
export const RECOVERY_CODE_USED_SUBJECT = messages.mailRecoveryCodeUsedSubject;

/**
 * A recovery code served a sign-in: when, from where, how many are left, and what to do if it was
 * somebody else; in the language of the moment (the caller picks the addressee's).
 */
export function recoveryCodeUsedMail(input: {
  to: string;
  firstname: string;
  at: Date;
  ip: string;
  left: number;
  portalUrl: string;
}): MailMessage {
  const paragraphs = [
    messages.mailHello({ firstname: input.firstname }),
    messages.mailRecoveryCodeUsed,
    messages.mailChangedAtFrom({ time: gmt(input.at), ip: input.ip }),
    messages.mailRecoveryCodesLeft({ left: input.left }),
    messages.mailRecoveryCodeNotYou,
    messages.mailLoginSignIn({ url: input.portalUrl }),
  ];
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5">
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
</body></html>`;
  return {
    to: input.to,
    subject: messages.mailRecoveryCodeUsedSubject,
    text: paragraphs.join('\n\n'),
    html,
    attachments: [],
  };
}
