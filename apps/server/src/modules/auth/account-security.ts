import { messages } from '@ddp/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { Consumer } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { BadRequest, Unauthorized } from '../../platform/errors';
import { currentLanguage, inLanguage } from '../../platform/locale';
import type { Mailer } from '../../platform/mail/mailer';
import type { SecretBox } from '../../platform/secret-box';
import type { BruteForceGuard } from './brute-force';
import { refuseCommonPassword } from './common-passwords';
import { loginDetailsMail } from './login-details-mail';
import { hashPassword, verifyPassword } from './passwords';
import * as policy from './policy';
import * as repo from './repo';
import { openSeed, sealNewSeed } from './sealed-seeds';
import type { SecurityChange } from './security-notice-mail';
import type { SecurityNotices } from './security-notices';
import type { PendingSignIn, SignIn } from './sign-in';
import type { SignInSource } from './sign-in-attempts';

export interface AccountSecurityDeps {
  db: Db;
  clock: Clock;
  box: SecretBox;
  passwordMaxAgeDays: number;
  /** After a password reset by link, no QR code is mailed for this many days; 0: no cool-down. */
  qrResendCooldownDays: number;
  guard: BruteForceGuard;
  mailer: Mailer;
  notices: SecurityNotices;
  signIn: SignIn;
  portalUrl: string;
  log: FastifyBaseLogger;
  /** TOTP_ENROLMENT: `browser` sets up new accounts' authenticators on screen, not by mail. */
  totpEnrolment: 'mail' | 'browser';
}

/**
 * What protects an account: its password and second factor, how they change (by the person, by a
 * forced reset, by an operator), the mails that say so, and the operator's view of its lockout.
 */
export class AccountSecurity {
  constructor(private readonly deps: AccountSecurityDeps) {}

  /** The account behind an address, as other modules and operators name people. */
  consumerByEmail(email: string): Promise<Consumer | undefined> {
    return repo.findConsumerByEmail(this.deps.db, email);
  }

  /**
   * Mails a new QR code after the same password check as the login: the old authenticator stops
   * working. Not within the cool-down after a password reset by link (policy.ts).
   */
  async resendQrCode(email: string, password: string, source: SignInSource): Promise<void> {
    const { clock, log, qrResendCooldownDays: days } = this.deps;
    const consumer = await this.deps.signIn.checkPassword(email, password, source);
    const now = clock.now();
    if (policy.qrResendCoolingDown(consumer, now, days)) {
      log.info(
        { event: 'login.qr_refused', consumerId: consumer.id, ip: source.ip },
        'QR code not mailed: password reset by link recently',
      );
    }
    policy.requireQrResendAllowed(consumer, now, days);
    await this.replaceSecondFactor(consumer, 'second-factor-resent', { ip: source.ip });
    log.info({ event: 'login.qr_resent', consumerId: consumer.id, ip: source.ip }, 'new QR code mailed');
  }

  /**
   * TOTP_ENROLMENT=browser: a new account is made waiting for its authenticator, set up on screen
   * at its first sign-in (enrolment.ts), and gets no QR code by mail.
   */
  get enrolsInBrowser(): boolean {
    return this.deps.totpEnrolment === 'browser';
  }

  /** A new account's first mail: its QR code, unless it sets up its authenticator on screen. */
  async welcomeNewAccount(
    consumer: Pick<Consumer, 'email' | 'firstname' | 'totp_secret'> & Partial<Pick<Consumer, 'language'>>,
  ): Promise<void> {
    if (!this.enrolsInBrowser) await this.mailLoginDetails(consumer);
  }

  /** The login details mail: the QR code of the person's current seed. */
  /** In the account's language when the row carries it, else the request's (a new account's own). */
  async mailLoginDetails(
    consumer: Pick<Consumer, 'email' | 'firstname' | 'totp_secret'> & Partial<Pick<Consumer, 'language'>>,
  ): Promise<void> {
    const mail = await inLanguage(consumer.language ?? currentLanguage(), () =>
      loginDetailsMail({
        to: consumer.email,
        firstname: consumer.firstname,
        seed: openSeed(this.deps.box, consumer.totp_secret),
        portalUrl: this.deps.portalUrl,
      }),
    );
    await this.deps.mailer.send(mail);
  }

  /**
   * The forced reset, only when one is due (password past its age, or asked for by an operator):
   * only with the temporary token of a password step, and the old password once more. The temporary
   * token stays valid for the second factor; every other sign-in and session ends.
   */
  async forcedReset(
    { consumer, sessionId }: PendingSignIn,
    email: string,
    oldPass: string,
    newPass: string,
    source: SignInSource,
  ) {
    if (consumer.email !== email) throw new Unauthorized(messages.sessionMissing, 'session_missing');
    policy.requireResetDue(consumer, this.deps.clock.now(), this.deps.passwordMaxAgeDays);
    await this.deps.signIn.checkPassword(email, oldPass, source);
    await this.changePassword(this.deps.db, consumer, newPass, { keepSessionId: sessionId });
    this.deps.log.info(
      { event: 'password.forced_reset', consumerId: consumer.id, ip: source.ip },
      'password changed (forced)',
    );
    await this.passwordChanged(consumer, 'password-forced', source.ip);
  }

  /**
   * Sets a new password: it must differ from the current one. Reset links, an operator's request for
   * a new password, and every session and pending sign-in of the person end with the old password,
   * except the one named (the settings' own session, the forced reset's own sign-in). The caller
   * sends the notice (`passwordChanged`) once its transaction is done.
   */
  async changePassword(
    db: Db,
    consumer: Pick<Consumer, 'id' | 'password_hash'>,
    newPassword: string,
    options: { keepSessionId?: string; byLink?: boolean } = {},
  ): Promise<void> {
    if (await verifyPassword(consumer.password_hash, newPassword)) {
      throw new BadRequest(messages.passwordMustDiffer, { newPass: messages.passwordMustDiffer });
    }
    refuseCommonPassword(newPassword, 'newPass');
    const hash = await hashPassword(newPassword);
    await repo.replacePassword(db, consumer.id, hash, this.deps.clock.now(), options);
  }

  /** Mails the person that their password changed, how, when and from where. */
  passwordChanged(
    consumer: Pick<Consumer, 'id' | 'email' | 'firstname' | 'is_dummy' | 'company_id'>,
    change: Extract<SecurityChange, `password-${string}`>,
    ip: string,
  ): Promise<void> {
    return this.deps.notices.changed(consumer, change, ip);
  }

  /** Operator: the next sign-in must set a new password; sessions and pending sign-ins end now. */
  async requirePasswordReset(consumer: Consumer): Promise<void> {
    await repo.requirePasswordReset(this.deps.db, consumer.id);
    this.deps.log.info(
      { event: 'ops.password_reset_required', consumerId: consumer.id },
      'password reset required',
    );
  }

  /**
   * Operator: a new TOTP seed for a person who lost their authenticator; sessions end, the QR is
   * mailed. The passkeys go too: the lost phone may hold one, and with the password it would still
   * sign in. Returns how many passkeys went.
   */
  async resetSecondFactor(consumer: Consumer): Promise<{ passkeysRemoved: number }> {
    const passkeysRemoved = await this.replaceSecondFactor(consumer, 'second-factor-by-operator', {
      passkeys: true,
    });
    this.deps.log.info(
      { event: 'ops.second_factor_reset', consumerId: consumer.id, passkeysRemoved },
      'second factor reset',
    );
    return { passkeysRemoved };
  }

  /** Operator: clears the sign-in counters of an address, its known browsers' included. */
  async unlock(email: string): Promise<void> {
    await this.deps.guard.unlockAccount(email);
  }

  lockStates(emails: string[]): Promise<Map<string, Date>> {
    return this.deps.guard.lockedUntil(emails);
  }

  /**
   * A new TOTP seed: sessions and pending sign-ins end, the notice and then the new QR code go out.
   * `ip` is the address the person asked from (none when an operator asks); `passkeys` removes them too.
   */
  private async replaceSecondFactor(
    consumer: Consumer,
    change: SecurityChange,
    { ip, passkeys = false }: { ip?: string; passkeys?: boolean } = {},
  ): Promise<number> {
    const sealed = sealNewSeed(this.deps.box);
    const passkeysRemoved = await repo.replaceTotpSecret(this.deps.db, consumer.id, sealed, { passkeys });
    await this.deps.notices.changed(consumer, change, ip);
    await this.mailLoginDetails({ ...consumer, totp_secret: sealed });
    return passkeysRemoved;
  }
}
