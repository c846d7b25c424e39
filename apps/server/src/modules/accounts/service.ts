import { randomUUID } from 'node:crypto';
import {
  type DeleteDetailsRequest,
  type EditDetailsRequest,
  messages,
  type RegistrationFields,
  type UpdatePasswordRequest,
} from '@ddp/contract';
import type { FastifyBaseLogger } from 'fastify';
import { type Db, inTransaction } from '../../db/database';
import type { NoticedCache } from '../../db/noticed-cache';
import { isUniqueViolation } from '../../db/unique-violation';
import type { Clock } from '../../platform/clock';
import { BadRequest, Conflict, NotFound } from '../../platform/errors';
import { currentLanguage } from '../../platform/locale';
import type { SecretBox } from '../../platform/secret-box';
import * as access from '../access/policy';
import type { AccountSecurity } from '../auth/account-security';
import type { Actor } from '../auth/actor';
import { refuseCommonPassword } from '../auth/common-passwords';
import { hashPassword } from '../auth/passwords';
import { sealNewSeed } from '../auth/sealed-seeds';
import type { SignIn } from '../auth/sign-in';
import type { SignInSource } from '../auth/sign-in-attempts';
import { citiesOf, findCountryByName } from '../reference/countries';
import * as repo from './repo';

export interface AccountsDeps {
  db: Db;
  clock: Clock;
  box: SecretBox;
  security: AccountSecurity;
  signIn: SignIn;
  log: FastifyBaseLogger;
  /** Profiles kept between reads; without one every read asks the database. */
  profiles?: NoticedCache<repo.PersonalDetailsRow>;
}

export class AccountsService {
  constructor(private readonly deps: AccountsDeps) {}

  /** Creates the company, its project and the registrant as its Owner, then mails the login details. */
  async register(input: RegistrationFields): Promise<{ consumerId: string }> {
    const { db, clock, security, log } = this.deps;
    const place = await checkedPlace(input.country, input.city);
    if (await repo.emailExists(db, input.email)) {
      throw new Conflict(messages.emailTaken, { email: messages.emailTaken });
    }
    const now = clock.now();
    const companyId = randomUUID();
    const projectId = randomUUID();
    const address = { street: input.street, postal: input.postal, ...place };
    const { consumerId, sealedSeed } = await db.transaction().execute(async (trx) => {
      await repo.insertCompany(trx, { id: companyId, name: input.companyname, ...address, created_at: now });
      await repo.insertProject(trx, {
        id: projectId,
        company_id: companyId,
        name: input.projectname,
        description: input.projectdescription,
        purpose: input.purpose,
        created_at: now,
      });
      return this.createMember(trx, {
        companyId,
        projectId,
        email: input.email,
        firstname: input.firstname,
        lastname: input.lastname,
        mobile: input.mobile,
        password: input.password,
        isOwner: true,
        duplicateMessage: messages.emailTaken,
      });
    });
    log.info({ event: 'account.registered', consumerId, companyId }, 'account registered');
    try {
      await security.welcomeNewAccount({
        email: input.email,
        firstname: input.firstname,
        totp_secret: sealedSeed,
      });
    } catch (error) {
      // The account stands; the person can ask for the QR code again from the sign-in screens.
      log.error({ event: 'mail.failed', consumerId, err: error }, 'login details mail not sent');
    }
    return { consumerId };
  }

  /**
   * Adds a person to an existing company: an invited member (with password and TOTP seed) or a dummy
   * consumer (neither, so they can never sign in). Runs inside the caller's transaction.
   */
  async createMember(
    db: Db,
    input: {
      companyId: string;
      projectId: string;
      email: string;
      firstname: string;
      lastname: string;
      mobile: string;
      password: string | null;
      isOwner: boolean;
      /** What a taken address is called: registration and invitation word it differently. */
      duplicateMessage?: string;
    },
  ): Promise<{ consumerId: string; sealedSeed: string }> {
    const duplicateMessage = input.duplicateMessage ?? messages.memberExists;
    if (input.password !== null) refuseCommonPassword(input.password, 'password');
    const now = this.deps.clock.now();
    const consumerId = randomUUID();
    const sealedSeed = sealNewSeed(this.deps.box);
    const address = await repo.companyAddress(db, input.companyId);
    try {
      await repo.insertConsumer(db, {
        id: consumerId,
        company_id: input.companyId,
        project_id: input.projectId,
        email: input.email,
        firstname: input.firstname,
        lastname: input.lastname,
        mobile: input.mobile,
        ...address,
        is_owner: input.isOwner,
        is_dummy: input.password === null,
        // A dummy's hash is not an argon2 string: no password can ever match it.
        password_hash: input.password === null ? '!dummy' : await hashPassword(input.password),
        password_changed_at: now,
        totp_secret: sealedSeed,
        totp_last_step: null,
        last_success_login_at: null,
        last_success_ip: null,
        last_failed_login_at: null,
        last_failed_ip: null,
        created_at: now,
        // The language the browser showed when the account was made (docs/decisions.md, "Languages").
        language: currentLanguage(),
        // TOTP_ENROLMENT=browser: no QR code is mailed; the first sign-in sets one up on screen.
        totp_enrolment_due: input.password !== null && this.deps.security.enrolsInBrowser ? true : null,
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new Conflict(duplicateMessage, { email: duplicateMessage });
      throw error;
    }
    return { consumerId, sealedSeed };
  }

  /** TOTP_ENROLMENT=browser: new accounts set up their authenticator at their first sign-in. */
  get enrolsInBrowser(): boolean {
    return this.deps.security.enrolsInBrowser;
  }

  async multiConsumerAuth(companyId: string): Promise<boolean> {
    return (await repo.companySettings(this.deps.db, companyId))?.multi_consumers_auth ?? false;
  }

  emailTaken(email: string): Promise<boolean> {
    return repo.emailExists(this.deps.db, email);
  }

  async personalDetails(actor: Actor, emailid: string): Promise<repo.PersonalDetailsRow> {
    access.requireOwnIds(actor, { email: emailid });
    const { db, profiles } = this.deps;
    const read = () => repo.personalDetails(db, actor.consumerId);
    // The rows the reply is made of: a change to any of them is announced and forgets it.
    const tags = [`consumer:${actor.consumerId}`, `company:${actor.companyId}`, `project:${actor.projectId}`];
    const row = profiles ? await profiles.load(actor.consumerId, read, () => tags) : await read();
    if (!row) throw new NotFound(messages.notFound);
    return row;
  }

  async editDetails(actor: Actor, input: EditDetailsRequest): Promise<void> {
    access.requireOwnIds(actor, { email: input.email });
    const place = await checkedPlace(input.country, input.city);
    await repo.updateDetails(this.deps.db, actor.consumerId, {
      firstname: input.editfirstname,
      lastname: input.editlastname,
      mobile: input.editmobile,
      street: input.street,
      postal: input.postal,
      ...place,
    });
  }

  /**
   * The contract sends the new password as `confirmpassword`. This session stays; others end. A
   * wrong current password counts towards the sign-in lockout, and over the limit it is 429.
   */
  async updatePassword(actor: Actor, input: UpdatePasswordRequest, source: SignInSource): Promise<void> {
    const { db, security, signIn, log } = this.deps;
    access.requireOwnIds(actor, { email: input.email });
    const consumer = await security.consumerByEmail(actor.email);
    if (!consumer) throw new NotFound(messages.notFound);
    if (!(await signIn.checkCurrentPassword(actor.email, input.oldpassword, source))) {
      throw new BadRequest(messages.oldPasswordWrong, { oldpassword: messages.oldPasswordWrong });
    }
    await security.changePassword(db, consumer, input.confirmpassword, { keepSessionId: actor.sessionId });
    log.info({ event: 'password.changed', consumerId: actor.consumerId, ip: source.ip }, 'password changed');
    await security.passwordChanged(consumer, 'password-in-settings', source.ip);
  }

  /**
   * Deletes the caller's own account and with it their sessions. A company's last Owner must hand
   * over first while others remain; the last member takes the company with them.
   */
  async deleteAccount(actor: Actor, input: DeleteDetailsRequest): Promise<void> {
    access.requireOwnIds(actor, { consumerId: input.consumerId, email: input.emailId });
    // The members stay locked from the last-Owner check to the delete: two Owners cannot leave at once.
    const outcome = await inTransaction(this.deps.db, async (trx) => {
      const members = await repo.lockMembers(trx, actor.companyId);
      access.requireAnOwnerLeft(members, { leaves: actor.consumerId });
      await repo.deleteConsumer(trx, actor.consumerId);
      if (members.some((member) => member.id !== actor.consumerId)) return 'deleted';
      await repo.deleteCompany(trx, actor.companyId);
      return 'deleted-with-company';
    });
    this.deps.log.info(
      { event: 'account.deleted', consumerId: actor.consumerId, outcome },
      'account deleted',
    );
  }
}

/** Country and city must come from the reference data (where it has cities for that country). */
async function checkedPlace(
  countryName: string,
  cityName: string,
): Promise<{ country: string; city: string }> {
  const country = await findCountryByName(countryName);
  if (!country) throw new BadRequest(messages.countryUnknown, { country: messages.countryUnknown });
  const cities = await citiesOf(country);
  const city = cities.find((c) => c.cityname.toLowerCase() === cityName.toLowerCase());
  if (cities.length > 0 && !city) throw new BadRequest(messages.cityUnknown, { city: messages.cityUnknown });
  return { country: country.name, city: city?.cityname ?? cityName };
}
