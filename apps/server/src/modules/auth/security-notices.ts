import type { FastifyBaseLogger } from 'fastify';
import type { Consumer } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { currentLanguage, inLanguage } from '../../platform/locale';
import type { Mailer } from '../../platform/mail/mailer';
import type { AuditTrail } from '../audit/trail';
import type { AttemptClaim } from './brute-force';
import {
  newBrowserMail,
  type SecurityChange,
  securityNoticeMail,
  signInBlockedMail,
} from './security-notice-mail';

/** The addressee; the notice is in their language when the row carries it. */
type Person = Pick<Consumer, 'id' | 'email' | 'firstname' | 'is_dummy'> &
  Partial<Pick<Consumer, 'language' | 'company_id'>>;

const HOW: Record<SecurityChange, string> = {
  'password-by-link': 'link',
  'password-forced': 'forced',
  'password-in-settings': 'settings',
  'second-factor-resent': 'resent',
  'second-factor-by-operator': 'operator',
  'second-factor-in-settings': 'settings',
};

/** The mails that tell a person what happened to their account's protection. */
export class SecurityNotices {
  constructor(
    private readonly deps: {
      mailer: Mailer;
      clock: Clock;
      log: FastifyBaseLogger;
      portalUrl: string;
      audit: AuditTrail;
    },
  ) {}

  /**
   * A password or second factor changed. Awaited, so that the notice is on its way when the reply
   * says the change is done; a mail that fails is logged and does not undo the change.
   */
  async changed(person: Person, change: SecurityChange, ip?: string): Promise<void> {
    const { mailer, clock, log, portalUrl } = this.deps;
    this.#audit(person, change, ip);
    // Dummy consumers have invented addresses: a mail there could reach a stranger.
    if (person.is_dummy) return;
    try {
      const language = person.language ?? currentLanguage();
      await mailer.send(
        inLanguage(language, () =>
          securityNoticeMail({
            to: person.email,
            firstname: person.firstname,
            change,
            at: clock.now(),
            ...(ip ? { ip } : {}),
            portalUrl,
          }),
        ),
      );
    } catch (error) {
      log.error({ event: 'mail.failed', consumerId: person.id, err: error }, 'security notice not sent');
    }
  }

  /**
   * A failure just locked a counter. Sent in the background: the reply must take as long for an
   * address without an account, which gets no mail.
   */
  blocked(person: Person | undefined, claim: AttemptClaim): void {
    const { mailer, log, portalUrl } = this.deps;
    if (!person || person.is_dummy || !claim.locked_until) return;
    const until = claim.locked_until;
    mailer
      .send(
        inLanguage(person.language ?? 'en', () =>
          signInBlockedMail({
            to: person.email,
            firstname: person.firstname,
            scope: claim.scope,
            failures: claim.failures,
            until,
            portalUrl,
          }),
        ),
      )
      .catch((error: unknown) =>
        log.error({ event: 'mail.failed', consumerId: person.id, err: error }, 'lock notice not sent'),
      );
  }

  /**
   * A sign-in from a browser that carried no known-browser cookie of the account. Sent in the
   * background: the sign-in neither waits for it nor fails with it.
   */
  newBrowser(person: Person, sign: { browser: string | null; ip: string }): void {
    const { mailer, clock, log, portalUrl } = this.deps;
    if (person.is_dummy) return;
    const at = clock.now();
    mailer
      .send(
        inLanguage(person.language ?? 'en', () =>
          newBrowserMail({ to: person.email, firstname: person.firstname, ...sign, at, portalUrl }),
        ),
      )
      .catch((error: unknown) =>
        log.error({ event: 'mail.failed', consumerId: person.id, err: error }, 'new browser notice not sent'),
      );
  }

  /** The company's audit log: the change, by the person or (a new factor) by an operator. */
  #audit(person: Person, change: SecurityChange, ip?: string): void {
    if (!person.company_id) return;
    const event = {
      type: change.startsWith('password') ? 'security.password_changed' : 'security.factor_changed',
      target: person.email,
      details: { how: HOW[change] },
    } as const;
    if (change === 'second-factor-by-operator') this.deps.audit.byOperator(person.company_id, event);
    else {
      const subject = { companyId: person.company_id, consumerId: person.id, email: person.email };
      this.deps.audit.by({ ...subject, address: ip }, event);
    }
  }
}
