import type { Consumer } from '../../db/schema';
import { browserName } from '../../platform/http/browser-name';
import type { AuditTrail } from '../audit/trail';
import type { BruteForceGuard } from './brute-force';
import type { SecurityNotices } from './security-notices';

/** Where a sign-in step comes from: the address, the browser, and the known browser if it carries a device cookie. */
export interface SignInSource {
  ip: string;
  deviceId?: string | undefined;
  /** The browser's own description (User-Agent), for the session list and the security log. */
  userAgent?: string | undefined;
}

/** What a checked password or code gave: `right` when it was right, and the person it named. */
export interface AttemptOutcome<T> {
  right: T | undefined;
  person: Consumer | undefined;
}

/**
 * Every password or code check runs under an attempt claimed first (429 over the limit, before
 * anything is checked). A wrong one keeps the claim and, if it locked the counter, mails the owner;
 * a right one gives it back (`release`) or, for a complete sign-in, clears the counter (`clear`).
 */
export class SignInAttempts {
  constructor(
    private readonly guard: BruteForceGuard,
    private readonly notices: SecurityNotices,
    private readonly audit: AuditTrail,
  ) {}

  async attempt<T>(
    email: string,
    source: SignInSource,
    check: () => Promise<AttemptOutcome<T>>,
    onRight: 'release' | 'clear',
    // 'clear' ends a complete sign-in: the code step; 'release' checks a password, unless told
    // otherwise (a current code asked for in Settings).
    step: 'password' | 'code' = onRight === 'clear' ? 'code' : 'password',
  ): Promise<AttemptOutcome<T>> {
    const claim = await this.guard.claim(email, source.deviceId);
    let outcome: AttemptOutcome<T>;
    try {
      outcome = await check();
    } catch (error) {
      // Not a wrong password or code (a lost race, the database): the attempt does not count.
      await this.guard.release(claim);
      throw error;
    }
    if (outcome.right !== undefined) {
      await (onRight === 'clear' ? this.guard.clear(claim) : this.guard.release(claim));
      return outcome;
    }
    const { person } = outcome;
    const locked = await this.guard.fail(claim, {
      ip: source.ip,
      ...(person ? { consumerId: person.id } : {}),
    });
    if (person && !person.is_dummy) {
      const subject = { companyId: person.company_id, consumerId: person.id, email: person.email };
      const by = { ...subject, address: source.ip };
      const browser = browserName(source.userAgent);
      const details = browser ? { step, browser } : { step };
      this.audit.by(by, { type: 'security.sign_in_failed', target: person.email, details });
      if (locked) this.audit.by(by, { type: 'security.locked', target: person.email, details });
    }
    if (locked) this.notices.blocked(person, claim);
    return outcome;
  }
}
