import { randomBytes } from 'node:crypto';
import { messages } from '@ddp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aRegistration, registerAccount, signIn } from '../../test/test-support/accounts';
import { createCredential } from '../../test/test-support/credentials';
import { newestMail } from '../../test/test-support/mailbox';
import { asSession, invite, joinTeam, type Session } from '../../test/test-support/teams';
import { testDatabaseKind } from '../../test/test-support/test-database';
import { startTestServer, type TestServer } from '../../test/test-support/test-server';

const GERMAN = {
  transferred: 'Die Client-ID wurde erfolgreich übertragen',
  invited: 'Mitglied erfolgreich eingeladen',
  oneTransferredSubject: 'Ein Client wurde an Sie übertragen',
  noInvitationSubject: 'Eine Einladung zum Entwicklerportal konnte nicht erstellt werden',
};

/** Sentences of the English mails that a German one must not carry. */
const ENGLISH_TRANSFER = [
  'Hello',
  'transferred this credential to you',
  'was removed from your team',
  'given a new secret',
  'View it once under Credentials',
  'View the secret once',
  'The secret is shown only once',
];
const ENGLISH_NOTICE = [
  'Hello',
  'tried to invite this e-mail address',
  'already has an account on the portal',
  'no invitation was made',
  'ask for an invitation to another address',
  'If you did not expect this, ignore this mail.',
];

/**
 * Mails made for someone other than the caller go in the addressee's stored language, whatever
 * language the request that caused them speaks: the notice of transferred credentials and the notice
 * to an address already registered in another company.
 */
describe(`mails in the addressee's language (${testDatabaseKind})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const call = <T = Record<string, unknown>>(path: string, who: Session, payload: Record<string, unknown>) =>
    server.client.post<T>(path, payload, { token: who.token });

  async function newOwner(companyname?: string): Promise<Session> {
    const account = await registerAccount(server.client, companyname ? { companyname } : {});
    return asSession(account, await signIn(server.client, account, server.clock));
  }
  async function newMember(owner: Session): Promise<Session> {
    const account = await joinTeam(server.client, owner);
    return asSession(account, await signIn(server.client, account, server.clock));
  }
  async function speaks(who: Session, language: 'en' | 'de') {
    const reply = await call('/v1/ddp/set-language', who, { consumerId: who.consumerId, language });
    expect(reply.status).toBe(200);
  }
  const expectNone = (mail: { text: string; html: string }, phrases: string[]) => {
    for (const phrase of phrases) {
      expect(mail.text, phrase).not.toContain(phrase);
      expect(mail.html, phrase).not.toContain(phrase);
    }
  };

  it('mails a German receiver of a transfer in German, though the sender asked in English', async () => {
    const owner = await newOwner();
    const member = await newMember(owner);
    await speaks(member, 'de');
    const credential = await createCredential(server.client, owner);

    const moved = await call('/v1/ddp/transfer-oauth-access-token', owner, {
      client_id: credential.client_id,
      consumer: member.email,
      fromconsumer: owner.email,
    });
    // The sender's reply is English: the request was.
    expect(moved.body).toEqual({ output: 'success', message: messages.transferred });

    const notice = await newestMail(server.client, member.email, /übertragen/);
    expect(notice.subject).toBe(GERMAN.oneTransferredSubject);
    expect(notice.text).toContain('Hallo Grace,');
    expect(notice.text).toContain('Ada Lovelace hat diesen Client an Sie übertragen:');
    expect(notice.text).toContain(`- Weather dashboard (client_id ${credential.client_id})`);
    expect(notice.text).toContain('Der Client hat ein neues Secret erhalten.');
    expect(notice.text).toContain('http://portal.test/dev-portal/home/view-credentials?tab=one-time');
    expect(notice.html).toContain('Das Secret einmal ansehen');
    expect(notice.text).not.toContain(credential.client_secret);
    expectNone(notice, ENGLISH_TRANSFER);
  });

  it("mails an English receiver of a transfer today's English text, though the sender is German", async () => {
    const owner = await newOwner();
    // The invitation speaks the inviter's language: the member joins before the Owner switches.
    const member = await newMember(owner);
    await speaks(owner, 'de');
    const credential = await createCredential(server.client, owner);

    const moved = await call('/v1/ddp/transfer-oauth-access-token', owner, {
      client_id: credential.client_id,
      consumer: member.email,
      fromconsumer: owner.email,
    });
    expect(moved.body).toEqual({ output: 'success', message: GERMAN.transferred });

    const notice = await newestMail(server.client, member.email, /transferred to you/);
    expect(notice.subject).toBe('A credential was transferred to you');
    expect(notice.text).toBe(
      [
        'Hello Grace,',
        '',
        'Ada Lovelace transferred this credential to you:',
        `- Weather dashboard (client_id ${credential.client_id})`,
        '',
        'It was given a new secret. View it once under Credentials, tab "View Secret(1-time)":',
        'http://portal.test/dev-portal/home/view-credentials?tab=one-time',
        '',
        'The secret is shown only once: have a safe place ready to keep it.',
      ].join('\n'),
    );
  });

  it("mails a German Owner a removed member's credentials in German, many in the plural", async () => {
    const owner = await newOwner();
    // The invitation speaks the inviter's language: the member joins before the Owner switches.
    const member = await newMember(owner);
    await speaks(owner, 'de');
    await createCredential(server.client, member, 'Weather dashboard');
    await createCredential(server.client, member, 'Tide tables');

    const deleted = await call('/v1/ddp/delete-consumer', owner, {
      id: member.consumerId,
      consumerId: owner.consumerId,
    });
    expect(deleted.status).toBe(200);

    const notice = await newestMail(server.client, owner.email, /übertragen/);
    expect(notice.subject).toBe('2 Clients wurden an Sie übertragen');
    expect(notice.text).toContain(
      'Grace Hopper wurde aus Ihrem Team entfernt, und die Zugangsdaten dieser Person wurden an Sie übertragen:',
    );
    expect(notice.text).toContain('Jeder Client hat ein neues Secret erhalten.');
    expectNone(notice, ENGLISH_TRANSFER);
  });

  it('tells a German address holder in German that no invitation was made, though the Owner asked in English', async () => {
    const owner = await newOwner();
    const elsewhere = aRegistration();
    const registered = await fetch(`${server.client.baseUrl}/v1/ddp/register-user`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'de' },
      body: JSON.stringify({ Data: elsewhere }),
    });
    expect(registered.status).toBe(201);

    const invited = await invite(server.client, owner, { email: elsewhere.email });
    expect(invited.body).toEqual({ output: 'success', message: messages.invited });

    const notice = await newestMail(server.client, elsewhere.email, /konnte nicht erstellt werden/);
    expect(notice.subject).toBe(GERMAN.noInvitationSubject);
    expect(notice.text).toContain(`Hallo ${elsewhere.firstname},`);
    expect(notice.text).toContain('Ada Lovelace hat versucht, diese E-Mail-Adresse einzuladen');
    expect(notice.text).toContain('Zu dieser Adresse gibt es bereits ein Konto im Portal');
    expect(notice.html).toContain('Falls Sie das nicht erwartet haben, ignorieren Sie diese E-Mail.');
    expect(notice.html).not.toMatch(/<a\s|https?:\/\//);
    expectNone(notice, ENGLISH_NOTICE);
  });

  it("tells an English address holder in today's English, though the Owner is German", async () => {
    const company = `Difference Engines ${randomBytes(4).toString('hex')}`;
    const owner = await newOwner(company);
    await speaks(owner, 'de');
    const elsewhere = await registerAccount(server.client, { firstname: 'Mary' });

    const invited = await invite(server.client, owner, { email: elsewhere.email });
    expect(invited.body).toEqual({ output: 'success', message: GERMAN.invited });

    const notice = await newestMail(server.client, elsewhere.email, /could not be made/);
    expect(notice.subject).toBe('An invitation to the Developer Portal could not be made');
    expect(notice.text).toBe(
      [
        'Hello Mary,',
        '',
        `Ada Lovelace tried to invite this e-mail address to join ${company} on the Developer Portal.`,
        'This address already has an account on the portal, and an address belongs to one company only,',
        'so no invitation was made and nothing has changed for your account.',
        '',
        `If you want to join ${company}, ask for an invitation to another address of yours.`,
        'If you did not expect this, ignore this mail.',
      ].join('\n'),
    );
  });
});
