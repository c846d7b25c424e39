import { messages, type NewAccountReply } from '@ddp/contract';

/**
 * What Login says after a registration or an invitation: the QR code is on its way by mail, or
 * (TOTP_ENROLMENT=browser, issue 22) the first sign-in sets up the authenticator on screen.
 */
export const newAccountNotice = (reply: NewAccountReply, fallback: string): string =>
  `${reply.message ?? fallback}${reply.enrol ? messages.enrolAfterSignUp : messages.emailDetailsSuffix}`;
