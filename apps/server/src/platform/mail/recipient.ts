import { EMAIL_PATTERN, limits } from '@ddp/contract';
import addressparser from 'nodemailer/lib/addressparser';

export interface MailAddress {
  name: string;
  address: string;
}

/** Raised instead of sending: the portal mails plain addresses only, whatever the caller passed. */
export class UnsafeAddress extends Error {
  constructor(what: string) {
    super(`refused to mail ${what}: not one plain e-mail address`);
    this.name = 'UnsafeAddress';
  }
}

/**
 * The recipient as an address object. nodemailer takes an object's address as it is, where a string
 * would be parsed again as a header: `x<victim@example.org>` would then reach the victim. Every
 * address the portal stores passed the contract's rule already; this holds the line at the mailer
 * too, for anything that did not.
 */
export function plainRecipient(to: string): MailAddress {
  if (to.length > limits.emailMaxLength || !EMAIL_PATTERN.test(to)) throw new UnsafeAddress('a recipient');
  return { name: '', address: to };
}

/**
 * The sender from MAIL_FROM (`Name <address>` or a bare address), parsed once at start by nodemailer's
 * own parser, so that it is not parsed again for every mail.
 */
export function parsedSender(from: string): MailAddress {
  const parsed = addressparser(from, { flatten: true });
  const only = parsed[0];
  // A second address read into the display name counts as a second address.
  if (parsed.length !== 1 || !only?.address || /[\s<>,;]/.test(only.address) || /[<>@]/.test(only.name)) {
    throw new UnsafeAddress('from MAIL_FROM');
  }
  return { name: only.name, address: only.address };
}
