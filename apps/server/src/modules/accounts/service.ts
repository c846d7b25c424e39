import { randomUUID } from 'node:crypto';
import { messages, type RegistrationFields } from '@ddp/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { Clock } from '../../platform/clock';
import { BadRequest, Conflict, Forbidden, NotFound } from '../../platform/errors';
import type { Mailer } from '../../platform/mail/mailer';
import type { SecretBox } from '../../platform/secret-box';
import type { Actor } from '../auth/actor';
import { loginDetailsMail } from '../auth/login-details-mail';
import { hashPassword } from '../auth/passwords';
import { TOTP_SEAL_PURPOSE } from '../auth/service';
import { newTotpSeed } from '../auth/totp';
import { citiesOf, findCountryByName } from '../reference/countries';
import * as repo from './repo';

export interface AccountsDeps {
  db: Db;
  clock: Clock;
  box: SecretBox;
  mailer: Mailer;
  portalUrl: string;
  log: FastifyBaseLogger;
}

export class AccountsService {
  constructor(private readonly deps: AccountsDeps) {}

  /** Creates the company, its project and the registrant as its Owner, then mails the login details. */
  async register(input: RegistrationFields): Promise<{ consumerId: string }> {
    const { db, clock, box, mailer, log } = this.deps;
    const country = await findCountryByName(input.country);
    if (!country) throw new BadRequest(messages.countryUnknown, { country: messages.countryUnknown });
    const cities = await citiesOf(country);
    const city = cities.find((c) => c.cityname.toLowerCase() === input.city.toLowerCase());
    if (cities.length > 0 && !city)
      throw new BadRequest(messages.cityUnknown, { city: messages.cityUnknown });
    if (await repo.emailExists(db, input.email))
      throw new Conflict(messages.emailTaken, { email: messages.emailTaken });

    const now = clock.now();
    const seed = newTotpSeed();
    const companyId = randomUUID();
    const projectId = randomUUID();
    const consumerId = randomUUID();
    const address = {
      street: input.street,
      postal: input.postal,
      city: city?.cityname ?? input.city,
      country: country.name,
    };
    try {
      await repo.insertCompanyWithOwner(
        db,
        { id: companyId, name: input.companyname, ...address, created_at: now },
        {
          id: projectId,
          company_id: companyId,
          name: input.projectname,
          description: input.projectdescription,
          purpose: input.purpose,
          created_at: now,
        },
        {
          id: consumerId,
          company_id: companyId,
          project_id: projectId,
          email: input.email,
          firstname: input.firstname,
          lastname: input.lastname,
          mobile: input.mobile,
          ...address,
          is_owner: true,
          password_hash: await hashPassword(input.password),
          password_changed_at: now,
          totp_secret: box.seal(TOTP_SEAL_PURPOSE, seed),
          totp_last_step: null,
          last_success_login_at: null,
          last_success_ip: null,
          last_failed_login_at: null,
          last_failed_ip: null,
          created_at: now,
        },
      );
    } catch (error) {
      if (repo.isUniqueViolation(error))
        throw new Conflict(messages.emailTaken, { email: messages.emailTaken });
      throw error;
    }
    log.info({ event: 'account.registered', consumerId, companyId }, 'account registered');
    try {
      await mailer.send(
        await loginDetailsMail({
          to: input.email,
          firstname: input.firstname,
          seed,
          portalUrl: this.deps.portalUrl,
        }),
      );
    } catch (error) {
      // The account stands; the person can ask for the QR code again from the sign-in screens.
      log.error({ event: 'mail.failed', consumerId, err: error }, 'login details mail not sent');
    }
    return { consumerId };
  }

  async personalDetails(actor: Actor, emailid: string): Promise<repo.PersonalDetailsRow> {
    if (emailid !== actor.email) throw new Forbidden(messages.forbidden);
    const row = await repo.personalDetails(this.deps.db, actor.consumerId);
    if (!row) throw new NotFound(messages.notFound);
    return row;
  }
}
