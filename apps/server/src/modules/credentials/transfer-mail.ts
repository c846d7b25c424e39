import { escapeHtml } from '../../platform/mail/escape-html';
import type { MailMessage } from '../../platform/mail/mailer';

/**
 * Tells the person a credential was transferred to where to view its new secret once. It carries
 * no secret: the one-time view is the only place that shows it.
 */
export function transferredMail(input: {
  to: string;
  firstname: string;
  /** Why the credentials moved, as a sentence: who transferred them, or whose account was removed. */
  why: string;
  credentials: ReadonlyArray<{ name: string; client_id: string }>;
  viewUrl: string;
}): MailMessage {
  const many = input.credentials.length > 1;
  const listed = input.credentials.map((c) => `- ${c.name} (client_id ${c.client_id})`);
  const text = [
    `Hello ${input.firstname},`,
    '',
    input.why,
    ...listed,
    '',
    `${many ? 'Each was' : 'It was'} given a new secret. View it once under Credentials, tab "View Secret(1-time)":`,
    input.viewUrl,
    '',
    'The secret is shown only once: have a safe place ready to keep it.',
  ].join('\n');
  const items = input.credentials
    .map((c) => `<li>${escapeHtml(c.name)} (client_id <code>${escapeHtml(c.client_id)}</code>)</li>`)
    .join('');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5">
<p>Hello ${escapeHtml(input.firstname)},</p>
<p>${escapeHtml(input.why)}</p>
<ul>${items}</ul>
<p>${many ? 'Each was' : 'It was'} given a new secret. View it once under Credentials, tab "View Secret(1-time)":</p>
<p><a href="${escapeHtml(input.viewUrl)}">View the secret once</a></p>
<p>The secret is shown only once: have a safe place ready to keep it.</p>
</body></html>`;
  return {
    to: input.to,
    subject: many ? 'Credentials were transferred to you' : 'A credential was transferred to you',
    text,
    html,
    attachments: [],
  };
}
