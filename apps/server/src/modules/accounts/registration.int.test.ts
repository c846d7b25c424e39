import { type MailboxReply, messages } from '@ddp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aRegistration, codeAt, registerAccount, signIn } from '../../../test/test-support/accounts';
import { testDatabaseKind } from '../../../test/test-support/test-database';
import { startTestServer, type TestServer } from '../../../test/test-support/test-server';

describe(`registration (${testDatabaseKind})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const register = (data: unknown) => server.client.postPlain('/v1/ddp/register-user', { Data: data });
  const counts = async () => {
    const count = async (table: 'companies' | 'projects' | 'consumers' | 'outbox') =>
      Number(
        (
          await server.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    return {
      companies: await count('companies'),
      projects: await count('projects'),
      consumers: await count('consumers'),
      outbox: await count('outbox'),
    };
  };

  it('creates the company, its project and the registrant as Owner, and mails the login details', async () => {
    const data = aRegistration();
    const reply = await register(data);
    expect(reply.status).toBe(201);
    expect(reply.body).toEqual({ output: 'success', message: messages.registered });

    const consumer = await server.db
      .selectFrom('consumers')
      .innerJoin('companies', 'companies.id', 'consumers.company_id')
      .innerJoin('projects', 'projects.id', 'consumers.project_id')
      .select([
        'consumers.is_owner',
        'companies.name as company',
        'projects.name as project',
        'consumers.totp_secret',
      ])
      .where('consumers.email', '=', data.email)
      .executeTakeFirstOrThrow();
    expect(consumer).toMatchObject({ is_owner: true, company: data.companyname, project: data.projectname });

    const mailbox = await server.client.raw<MailboxReply>(`/v1/dev/mailbox?to=${data.email}`, {
      method: 'GET',
    });
    const mail = mailbox.body.messages[0]!;
    expect(mail.subject).toBe('Your Developer Portal login details');
    // The key to type by hand, in groups of four (the QR code carries the otpauth URI).
    expect(mail.text).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/m);
    const png = Buffer.from(mail.attachments[0]!.content, 'base64');
    expect(mail.attachments[0]!.contentType).toBe('image/png');
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(mail.html).toContain('cid:');
  });

  it('keeps the TOTP seed encrypted at rest, 20 bytes long', async () => {
    const account = await registerAccount(server.client);
    const row = await server.db
      .selectFrom('consumers')
      .select('totp_secret')
      .where('email', '=', account.email)
      .executeTakeFirstOrThrow();
    expect(row.totp_secret).not.toContain(account.totp.secret.base32);
    expect(account.totp.secret.bytes.length).toBe(20);
  });

  it('lets the new account sign in and shows its details', async () => {
    const data = aRegistration({ firstname: 'Grace', city: 'Hamburg' });
    await register(data);
    const account = await registerAccountFromMail(data.email, data.password);
    const { token } = await signIn(server.client, account, server.clock);
    const reply = await server.client.get(
      '/v1/ddp/view-personal-details',
      { emailid: data.email },
      { token },
    );
    expect(reply.body).toMatchObject({
      output: 'success',
      firstname: 'Grace',
      email: data.email,
      companyname: data.companyname,
      projectname: data.projectname,
      projectdescription: data.projectdescription,
      city: 'Hamburg',
      country: 'Germany',
      mobile: '+49 1701234567 DE',
    });
    expect(JSON.stringify(reply.body)).not.toMatch(/password|totp|hash/i);
  });

  it('refuses a second registration with the same e-mail in any letter case', async () => {
    const data = aRegistration();
    expect((await register(data)).status).toBe(201);
    const before = await counts();
    const again = await register({ ...data, email: data.email.toUpperCase(), companyname: 'Other' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ output: 'error', message: messages.emailTaken });
    expect(await counts()).toEqual(before);
  });

  it('makes exactly one account of two racing registrations with one e-mail', async () => {
    const data = aRegistration();
    const replies = await Promise.all([register(data), register({ ...data, companyname: 'Racer' })]);
    expect(replies.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(replies.find((r) => r.status === 409)?.body.message).toBe(messages.emailTaken);
    const rows = await server.db
      .selectFrom('consumers')
      .select('id')
      .where('email', '=', data.email)
      .execute();
    expect(rows).toHaveLength(1);
  });

  const badFields: Array<[string, unknown, string]> = [
    ['firstname', '', messages.firstNameRequired],
    ['lastname', ' ', messages.lastNameRequired],
    ['email', 'ada@', messages.emailInvalid],
    ['email', '', messages.emailRequired],
    ['password', 'short-A1', messages.passwordTooShort],
    ['password', 'alllowercaseletters!', messages.passwordClasses],
    ['phonenumber', '1234', messages.phoneTooShort],
    ['phonenumber', '12345x', messages.phoneDigitsOnly],
    ['companyname', '', messages.companyNameRequired],
    ['street', '', messages.fieldRequired],
    ['postal', '', messages.fieldRequired],
    ['purpose', '', messages.fieldRequired],
    ['projectname', '', messages.projectNameRequired],
    ['projectdescription', '', messages.projectDescriptionRequired],
    ['country', '', messages.countryRequired],
    ['country', 'Atlantis', messages.countryUnknown],
    ['city', '', messages.cityRequired],
    ['city', 'Paris', messages.cityUnknown],
    ['mobile', '+44 1701234567 DE', messages.mobileMismatch],
    ['firstname', 'x'.repeat(101), messages.tooLong(100)],
    ['firstname', 42, messages.firstNameRequired],
  ];

  it.each(badFields)(
    'refuses %s = %j, names the field and changes nothing',
    async (field, value, message) => {
      const before = await counts();
      const reply = await register({ ...aRegistration(), [field]: value });
      expect(reply.status).toBe(400);
      expect(reply.body.output).toBe('error');
      expect(reply.body.message).toBe(message);
      expect((reply.body.errors as Record<string, string>)[field]).toBe(message);
      expect(await counts()).toEqual(before);
    },
  );

  it('refuses a body without Data, or not JSON, with a clear message and no trace', async () => {
    for (const json of [{}, { Data: 'x' }, [], null]) {
      const reply = await server.client.postPlain('/v1/ddp/register-user', json);
      expect(reply.status).toBe(400);
      expect(reply.body).toEqual({ output: 'error', message: messages.badRequest });
    }
    const broken = await server.client.raw('/v1/ddp/register-user', {
      method: 'POST',
      body: '{"Data":',
      contentType: 'application/json',
    });
    expect(broken.status).toBe(400);
    expect(broken.body).toEqual({ output: 'error', message: messages.badRequest });
    const text = await server.client.raw('/v1/ddp/register-user', {
      method: 'POST',
      body: '<x/>',
      contentType: 'application/xml',
    });
    expect(text.status).toBe(415);
    expect(JSON.stringify(text.body)).not.toMatch(/at .*\.ts|Error:/);
  });

  it('refuses a body carrying __proto__ or constructor keys and creates nothing', async () => {
    const data = aRegistration();
    const before = await counts();
    for (const key of ['__proto__', 'constructor']) {
      const body = `{"Data":${JSON.stringify(data).slice(0, -1)},"${key}":{"prototype":{"isAdmin":true}}}}`;
      const reply = await server.client.raw('/v1/ddp/register-user', {
        method: 'POST',
        body,
        contentType: 'application/json',
      });
      expect(reply.status).toBe(400);
      expect(reply.body).toEqual({ output: 'error', message: messages.badRequest });
    }
    expect(await counts()).toEqual(before);
  });

  it('ignores fields the contract does not know', async () => {
    const data = { ...aRegistration(), is_owner: false, company_id: crypto.randomUUID() };
    expect((await register(data)).status).toBe(201);
  });

  async function registerAccountFromMail(email: string, password: string) {
    const { mailedOtpauthUri } = await import('../../../test/test-support/accounts');
    const OTPAuth = await import('otpauth');
    const uri = await mailedOtpauthUri(server.client, email);
    return { email, password, uri, totp: OTPAuth.URI.parse(uri) as InstanceType<typeof OTPAuth.TOTP> };
  }

  it('offers the same independent TOTP code as the mailed URI', async () => {
    const account = await registerAccount(server.client);
    expect(codeAt(account, server.clock)).toMatch(/^\d{6}$/);
  });
});
