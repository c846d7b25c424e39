import { messages } from '@ddp/contract';
import { escapeHtml } from '../../platform/mail/escape-html';
import type { MailMessage } from '../../platform/mail/mailer';

/** Every way a password or a second factor changes; each one mails the person a notice. */
export type SecurityChange =
  | 'password-by-link'
  | 'password-forced'
  | 'password-in-settings'
  | 'second-factor-resent'
  | 'second-factor-by-operator'
  | 'second-factor-in-settings';

// The English subjects, read once outside any request (the tests find mails by them).
export const PASSWORD_CHANGED_SUBJECT = messages.mailPasswordChangedSubject;
export const SECOND_FACTOR_CHANGED_SUBJECT = messages.mailSecondFactorChangedSubject;
export const SIGN_IN_BLOCKED_SUBJECT = messages.mailSignInBlockedSubject;
export const NEW_BROWSER_SUBJECT = messages.mailNewBrowserSubject;

const whatChanged = (change: SecurityChange): string =>
  ({
    'password-by-link': messages.mailChangedPasswordByLink,
    'password-forced': messages.mailChangedPasswordForced,
    'password-in-settings': messages.mailChangedPasswordInSettings,
    'second-factor-resent': messages.mailChangedSecondFactorResent,
    'second-factor-by-operator': messages.mailChangedSecondFactorByOperator,
    'second-factor-in-settings': messages.mailChangedSecondFactorInSettings,
  })[change];

/** Time as the portal shows it elsewhere: YYYY-MM-DD HH:mm:ss in GMT. */
export function gmt(at: Date): string {
  return `${at.toISOString().slice(0, 19).replace('T', ' ')} GMT`;
}

function mail(to: string, subject: string, paragraphs: string[]): MailMessage {
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5">
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
</body></html>`;
  return { to, subject, text: paragraphs.join('\n\n'), html, attachments: [] };
}

/** What changed, when, from where, and what to do if it was somebody else; in the language of the moment. */
export function securityNoticeMail(input: {
  to: string;
  firstname: string;
  change: SecurityChange;
  at: Date;
  /** The address the change came from; the operator's own address says nothing to the person. */
  ip?: string;
  portalUrl: string;
}): MailMessage {
  const password = input.change.startsWith('password');
  const where = input.ip
    ? messages.mailChangedAtFrom({ time: gmt(input.at), ip: input.ip })
    : messages.mailChangedAt({ time: gmt(input.at) });
  return mail(
    input.to,
    password ? messages.mailPasswordChangedSubject : messages.mailSecondFactorChangedSubject,
    [
      messages.mailHello({ firstname: input.firstname }),
      whatChanged(input.change),
      where,
      messages.mailChangedIfYou,
      messages.mailLoginSignIn({ url: input.portalUrl }),
    ],
  );
}

/**
 * Mailed once per lock. `account`: failures from browsers that never signed in to the account;
 * the person's known browsers still get in. `device`: one of the person's known browsers failed.
 */
export function signInBlockedMail(input: {
  to: string;
  firstname: string;
  scope: 'account' | 'device';
  failures: number;
  until: Date;
  portalUrl: string;
}): MailMessage {
  const values = { failures: input.failures, until: gmt(input.until) };
  const account = input.scope === 'account';
  return mail(input.to, messages.mailSignInBlockedSubject, [
    messages.mailHello({ firstname: input.firstname }),
    account ? messages.mailBlockedAccount(values) : messages.mailBlockedDevice(values),
    account ? messages.mailBlockedAccountWayIn : messages.mailBlockedDeviceWayIn,
    messages.mailBlockedNotYours,
    messages.mailLoginSignIn({ url: input.portalUrl }),
  ]);
}

/** A sign-in from a browser that never signed in to the account: which one, when, from where. */
export function newBrowserMail(input: {
  to: string;
  firstname: string;
  browser: string | null;
  at: Date;
  ip: string;
  portalUrl: string;
}): MailMessage {
  return mail(input.to, messages.mailNewBrowserSubject, [
    messages.mailHello({ firstname: input.firstname }),
    input.browser ? messages.mailNewBrowserWhat({ browser: input.browser }) : messages.mailNewBrowserUnnamed,
    messages.mailChangedAtFrom({ time: gmt(input.at), ip: input.ip }),
    messages.mailNewBrowserIfNotYou,
    messages.mailLoginSignIn({ url: input.portalUrl }),
  ]);
}
