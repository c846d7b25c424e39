import { escapeHtml } from '../../platform/mail/escape-html';
import type { MailMessage } from '../../platform/mail/mailer';

export function resetLinkMail(input: { to: string; firstname: string; link: string }): MailMessage {
  const text = [
    `Hello ${input.firstname},`,
    '',
    'someone asked to reset the password of your Developer Portal account. To choose a new password,',
    'open this link within the next hour:',
    input.link,
    '',
    'If it was not you, ignore this mail: your password stays as it is.',
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5">
<p>Hello ${escapeHtml(input.firstname)},</p>
<p>someone asked to reset the password of your Developer Portal account. To choose a new password, open
this link within the next hour:</p>
<p><a href="${escapeHtml(input.link)}">Reset my password</a></p>
<p>If it was not you, ignore this mail: your password stays as it is.</p>
</body></html>`;
  return { to: input.to, subject: 'Reset your Developer Portal password', text, html, attachments: [] };
}
