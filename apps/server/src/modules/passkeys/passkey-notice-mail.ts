import { messages } from '@ddp/contract';
import { escapeHtml } from '../../platform/mail/escape-html';
import type { MailMessage } from '../../platform/mail/mailer';
import { gmt } from '../auth/security-notice-mail';

export type PasskeyChange = 'added' | 'removed';

// The English subjects, read once outside any request (the tests find mails by them).
export const PASSKEY_ADDED_SUBJECT = messages.mailPasskeyAddedSubject;
export const PASSKEY_REMOVED_SUBJECT = messages.mailPasskeyRemovedSubject;

/** A passkey was added or removed: which, when, from where, what to do if it was not the person. */
export function passkeyNoticeMail(input: {
  to: string;
  firstname: string;
  change: PasskeyChange;
  name: string;
  at: Date;
  ip: string;
  portalUrl: string;
}): MailMessage {
  const added = input.change === 'added';
  const paragraphs = [
    messages.mailHello({ firstname: input.firstname }),
    added
      ? messages.mailPasskeyAdded({ name: input.name })
      : messages.mailPasskeyRemoved({ name: input.name }),
    messages.mailChangedAtFrom({ time: gmt(input.at), ip: input.ip }),
    messages.mailChangedIfYou,
    messages.mailLoginSignIn({ url: input.portalUrl }),
  ];
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5">
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
</body></html>`;
  return {
    to: input.to,
    subject: added ? messages.mailPasskeyAddedSubject : messages.mailPasskeyRemovedSubject,
    text: paragraphs.join('\n\n'),
    html,
    attachments: [],
  };
}
