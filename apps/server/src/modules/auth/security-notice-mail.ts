import { escapeHtml } from '../../platform/mail/escape-html';
import type { MailMessage } from '../../platform/mail/mailer';

/** Every way a password or a second factor changes; each one mails the person a notice. */
export type SecurityChange =
  | 'password-by-link'
  | 'password-forced'
  | 'password-in-settings'
  | 'second-factor-resent'
  | 'second-factor-by-operator';

export const PASSWORD_CHANGED_SUBJECT = 'Your Developer Portal password was changed';
export const SECOND_FACTOR_CHANGED_SUBJECT = 'Your Developer Portal authenticator was replaced';
export const SIGN_IN_BLOCKED_SUBJECT = 'Sign-in to your Developer Portal account was blocked';

const WHAT_CHANGED: Record<SecurityChange, string> = {
  'password-by-link': 'The password of your account was changed with a reset link mailed to this address.',
  'password-forced':
    'The password of your account was changed at sign-in, on the screen that asks for a new one.',
  'password-in-settings': 'The password of your account was changed in Settings.',
  'second-factor-resent':
    'A new QR code for your authenticator app was mailed to this address. Codes from the authenticator set up before no longer work, and every session of your account has ended.',
  'second-factor-by-operator':
    "The portal's support replaced the set-up of your authenticator app and mailed you a new QR code. Codes from the authenticator set up before no longer work, and every session of your account has ended.",
};

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

/** What changed, when, from where, and what to do if it was somebody else. */
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
    ? `Time: ${gmt(input.at)}, from the address ${input.ip}.`
    : `Time: ${gmt(input.at)}.`;
  const ifNotYou =
    "If this was not you, reset your password at once with 'Forgot password' on the sign-in page, and contact your administrator or the portal's support: they can also reset your authenticator.";
  return mail(input.to, password ? PASSWORD_CHANGED_SUBJECT : SECOND_FACTOR_CHANGED_SUBJECT, [
    `Hello ${input.firstname},`,
    WHAT_CHANGED[input.change],
    where,
    `If this was you, there is nothing more to do. ${ifNotYou}`,
    `Sign in: ${input.portalUrl}`,
  ]);
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
  const what =
    input.scope === 'account'
      ? `There were ${input.failures} failed attempts to sign in to your account (wrong password or code) from browsers that have never signed in to it. Sign-in from such browsers is blocked until ${gmt(input.until)}.`
      : `A browser where you signed in before failed ${input.failures} times to sign in to your account (wrong password or code). Sign-in from that browser is blocked until ${gmt(input.until)}; other browsers are not affected.`;
  const howToGetIn =
    input.scope === 'account'
      ? "You can still get in: in a browser where you have signed in before, sign in as usual with your password and the code from your authenticator app. Or reset your password with 'Forgot password' on the sign-in page."
      : "You can still get in from another browser, or wait until then. Or reset your password with 'Forgot password' on the sign-in page.";
  return mail(input.to, SIGN_IN_BLOCKED_SUBJECT, [
    `Hello ${input.firstname},`,
    what,
    howToGetIn,
    "If these attempts were not yours, someone may be guessing your password: choose a new one with 'Forgot password'.",
    `Sign in: ${input.portalUrl}`,
  ]);
}
