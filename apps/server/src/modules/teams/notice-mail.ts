import { escapeHtml } from '../../platform/mail/escape-html';
import type { MailMessage } from '../../platform/mail/mailer';

/**
 * Sent instead of an invitation to an address that has an account in another company: the person
 * learns of the attempt, and the mail carries no link anyone could use.
 */
export function alreadyRegisteredMail(input: {
  to: string;
  firstname: string;
  inviter: string;
  company: string;
}): MailMessage {
  const text = [
    `Hello ${input.firstname},`,
    '',
    `${input.inviter} tried to invite this e-mail address to join ${input.company} on the Developer Portal.`,
    'This address already has an account on the portal, and an address belongs to one company only,',
    'so no invitation was made and nothing has changed for your account.',
    '',
    `If you want to join ${input.company}, ask for an invitation to another address of yours.`,
    'If you did not expect this, ignore this mail.',
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5">
<p>Hello ${escapeHtml(input.firstname)},</p>
<p>${escapeHtml(input.inviter)} tried to invite this e-mail address to join ${escapeHtml(input.company)} on the
Developer Portal. This address already has an account on the portal, and an address belongs to one
company only, so no invitation was made and nothing has changed for your account.</p>
<p>If you want to join ${escapeHtml(input.company)}, ask for an invitation to another address of yours.
If you did not expect this, ignore this mail.</p>
</body></html>`;
  return {
    to: input.to,
    subject: 'An invitation to the Developer Portal could not be made',
    text,
    html,
    attachments: [],
  };
}
