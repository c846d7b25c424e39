import { escapeHtml } from '../../platform/mail/escape-html';
import type { MailMessage } from '../../platform/mail/mailer';

export function invitationMail(input: {
  to: string;
  firstname: string;
  inviter: string;
  company: string;
  link: string;
}): MailMessage {
  const text = [
    `Hello ${input.firstname},`,
    '',
    `${input.inviter} invites you to join ${input.company} on the Developer Portal.`,
    'Complete your registration within 24 hours with this link:',
    input.link,
    '',
    'If you did not expect this invitation, ignore this mail.',
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5">
<p>Hello ${escapeHtml(input.firstname)},</p>
<p>${escapeHtml(input.inviter)} invites you to join ${escapeHtml(input.company)} on the Developer Portal.
Complete your registration within 24 hours:</p>
<p><a href="${escapeHtml(input.link)}">Complete my registration</a></p>
<p>If you did not expect this invitation, ignore this mail.</p>
</body></html>`;
  return { to: input.to, subject: 'Your invitation to the Developer Portal', text, html, attachments: [] };
}
