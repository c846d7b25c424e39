import {
  type EndSessionsReply,
  messages,
  paths,
  type SecurityLogReply,
  type SessionItem,
  type ViewSessionsReply,
} from '@ddp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  codeAt,
  passwordStep,
  type RegisteredAccount,
  registerAccount,
  type SignedInReply,
} from '../../../test/test-support/accounts';
import { mailCount, newestMail } from '../../../test/test-support/mailbox';
import type { PortalClient } from '../../../test/test-support/portal-client';
import { testDatabaseKind } from '../../../test/test-support/test-database';
import { startTestServer, type TestServer } from '../../../test/test-support/test-server';
import { NEW_BROWSER_SUBJECT } from './security-notice-mail';

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.85 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

// Issue 22, parts 1 and 5: a person sees and ends their own sessions, and reads their security log.
describe(`one's own sessions and security log (${testDatabaseKind})`, () => {
  let server: TestServer;
  let sibling: Awaited<ReturnType<TestServer['startSibling']>>;
  beforeAll(async () => {
    server = await startTestServer();
    sibling = await server.startSibling();
  });
  afterAll(async () => {
    await sibling?.close();
    await server?.close();
  });

  const browser = (userAgent: string) => server.client.asBrowser(undefined, userAgent);

  /** Password and code from the given browser, a step later than any earlier code. */
  async function signInFrom(client: PortalClient, account: RegisteredAccount) {
    server.clock.advance(30_000);
    const temporary = await passwordStep(client, account);
    const reply = await client.post<SignedInReply>(
      paths.totpValidate,
      { email: account.email, userToken: codeAt(account, server.clock) },
      { token: temporary },
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return { token: reply.body.token };
  }

  const sessionsOf = async (client: PortalClient, auth: { token: string }) => {
    const reply = await client.post<ViewSessionsReply>(paths.viewSessions, {}, auth);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.data;
  };
  const stillIn = async (client: PortalClient, auth: { token: string }) =>
    (await client.post(paths.viewSessions, {}, auth)).status;
  const logOf = async (client: PortalClient, auth: { token: string }, body: Record<string, unknown> = {}) => {
    const reply = await client.post<SecurityLogReply>(paths.viewSecurityLog, body, auth);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body;
  };
  const byBrowser = (sessions: SessionItem[], name: string) => sessions.find((s) => s.browser === name);

  it('lists every session with browser, address and times, the current one marked and first', async () => {
    const account = await registerAccount(server.client);
    const chrome = browser(CHROME);
    const firefox = browser(FIREFOX);
    const inChrome = await signInFrom(chrome, account);
    const signedInAt = server.clock.now().toISOString();
    const inFirefox = await signInFrom(firefox, account);

    const sessions = await sessionsOf(chrome, inChrome);
    expect(sessions.map((s) => [s.browser, s.current])).toEqual([
      ['Chrome 131 (Linux)', true],
      ['Firefox 133 (Windows)', false],
    ]);
    const mine = byBrowser(sessions, 'Chrome 131 (Linux)');
    expect(mine).toMatchObject({ address: '127.0.0.1', startedAt: signedInAt });
    // The sooner of the 30 minutes' maximum and 30 idle minutes from the last activity.
    expect(Date.parse(mine?.endsAt ?? '')).toBe(Date.parse(signedInAt) + 30 * 60_000);
    expect(Date.parse(mine?.lastActiveAt ?? '')).toBeGreaterThanOrEqual(Date.parse(signedInAt));
    // The list names sessions by a handle: neither the session's id nor its token shows.
    expect(JSON.stringify(sessions)).not.toContain(inFirefox.token);
    expect((await sessionsOf(firefox, inFirefox)).find((s) => s.current)?.browser).toBe(
      'Firefox 133 (Windows)',
    );
  });

  it('signs out one other session at once on every instance, and records it', async () => {
    const account = await registerAccount(server.client);
    const chrome = browser(CHROME);
    const firefox = browser(FIREFOX);
    const inChrome = await signInFrom(chrome, account);
    const inFirefox = await signInFrom(firefox, account);
    // Both instances hold the other session in memory.
    expect(await stillIn(firefox, inFirefox)).toBe(200);
    expect(await stillIn(sibling.client, inFirefox)).toBe(200);

    const other = byBrowser(await sessionsOf(chrome, inChrome), 'Firefox 133 (Windows)');
    const ended = await chrome.post<EndSessionsReply>(paths.endSession, { handle: other?.handle }, inChrome);
    expect(ended.status).toBe(200);
    expect(ended.body).toMatchObject({ message: messages.sessionsEndedOne, ended: 1 });
    if (testDatabaseKind === 'postgresql') await new Promise((resolve) => setTimeout(resolve, 50));

    expect(await stillIn(firefox, inFirefox)).toBe(401);
    expect(await stillIn(sibling.client, inFirefox)).toBe(401);
    expect(await stillIn(chrome, inChrome)).toBe(200);
    expect((await sessionsOf(chrome, inChrome)).map((s) => s.browser)).toEqual(['Chrome 131 (Linux)']);

    const again = await chrome.post(paths.endSession, { handle: other?.handle }, inChrome);
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ message: messages.sessionsAlreadyEnded });

    const [newest] = (await logOf(chrome, inChrome)).data;
    expect(newest).toMatchObject({
      type: 'security.session_ended',
      address: '127.0.0.1',
      details: { browser: 'Firefox 133 (Windows)' },
    });
  });

  it('signs out every other session and any sign-in half-way through, and keeps this one', async () => {
    const account = await registerAccount(server.client);
    const here = browser(CHROME);
    const inHere = await signInFrom(here, account);
    const others = [await signInFrom(browser(FIREFOX), account), await signInFrom(browser(SAFARI), account)];
    const halfWay = await passwordStep(browser(FIREFOX), account);

    const ended = await here.post<EndSessionsReply>(paths.endOtherSessions, {}, inHere);
    expect(ended.status).toBe(200);
    expect(ended.body).toMatchObject({ ended: 2, message: messages.sessionsEndedOthers({ count: 2 }) });
    for (const other of others) expect(await stillIn(sibling.client, other)).toBe(401);
    expect(await stillIn(here, inHere)).toBe(200);
    // The password step's token no longer completes a sign-in.
    server.clock.advance(30_000);
    const finish = await server.client.post(
      paths.totpValidate,
      { email: account.email, userToken: codeAt(account, server.clock) },
      { token: halfWay },
    );
    expect(finish.status).toBe(401);
    const [newest] = (await logOf(here, inHere)).data;
    expect(newest).toMatchObject({ type: 'security.session_ended', details: { how: 'others' } });

    const none = await here.post<EndSessionsReply>(paths.endOtherSessions, {}, inHere);
    expect(none.body).toMatchObject({ ended: 0, message: messages.sessionsEndedOthers({ count: 0 }) });
  });

  it("never touches another person's session, and refuses malformed handles", async () => {
    const alice = await registerAccount(server.client);
    const bob = await registerAccount(server.client);
    const inAlice = await signInFrom(browser(CHROME), alice);
    const inBob = await signInFrom(browser(FIREFOX), bob);
    const [bobs] = await sessionsOf(server.client, inBob);

    const refused = await server.client.post(paths.endSession, { handle: bobs?.handle }, inAlice);
    expect(refused.status).toBe(404);
    expect(await stillIn(server.client, inBob)).toBe(200);
    expect((await sessionsOf(server.client, inAlice)).map((s) => s.handle)).not.toContain(bobs?.handle);
    expect((await server.client.post(paths.endOtherSessions, {}, inAlice)).body).toMatchObject({ ended: 0 });
    expect(await stillIn(server.client, inBob)).toBe(200);

    for (const handle of ['', 'short', 'x'.repeat(23), `${'a'.repeat(21)}/`, 42, null]) {
      const reply = await server.client.post(paths.endSession, { handle }, inAlice);
      expect(reply.status, String(handle)).toBe(400);
      expect(reply.body).toMatchObject({ message: messages.badRequest });
    }
    for (const path of [
      paths.viewSessions,
      paths.endSession,
      paths.endOtherSessions,
      paths.viewSecurityLog,
    ]) {
      expect((await server.client.post(path, {}, { token: 'not-a-session' })).status).toBe(401);
    }
  });

  it('mails a sign-in from a browser never seen before, not from a known one nor the first one', async () => {
    const account = await registerAccount(server.client);
    const firstBrowser = browser(CHROME);
    await signInFrom(firstBrowser, account);
    const before = await mailCount(server.client, account.email);
    // The same browser again: it carries the account's known-browser cookie.
    await signInFrom(firstBrowser, account);
    expect(await mailCount(server.client, account.email)).toBe(before);

    await signInFrom(browser(FIREFOX), account);
    const mail = await newestMail(server.client, account.email, new RegExp(NEW_BROWSER_SUBJECT));
    expect(mail.text).toContain('Firefox 133 (Windows)');
    expect(mail.text).toContain('127.0.0.1');
    expect(await mailCount(server.client, account.email)).toBe(before + 1);
  });

  it('the first sign-in after registration mails no notice', async () => {
    const account = await registerAccount(server.client);
    const before = await mailCount(server.client, account.email);
    await signInFrom(browser(CHROME), account);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await mailCount(server.client, account.email)).toBe(before);
  });

  it("shows one's own security events of the last 90 days, newest first, page by page", async () => {
    const account = await registerAccount(server.client);
    const stranger = await registerAccount(server.client);
    const chrome = browser(CHROME);
    const wrong = await chrome.post(paths.login, { email: account.email, password: 'Wrong-Password-1' });
    expect(wrong.status).toBe(401);
    const inChrome = await signInFrom(chrome, account);
    await signInFrom(browser(CHROME), stranger);

    const { data } = await logOf(chrome, inChrome);
    expect(data.map((event) => event.type)).toEqual(['security.signed_in', 'security.sign_in_failed']);
    expect(data[0]).toMatchObject({
      actor: account.email,
      address: '127.0.0.1',
      details: { factor: 'code', browser: 'Chrome 131 (Linux)' },
    });
    expect(data[1]).toMatchObject({
      address: '127.0.0.1',
      details: { step: 'password', browser: 'Chrome 131 (Linux)' },
    });
    expect(JSON.stringify(data)).not.toContain(stranger.email);

    const first = await logOf(chrome, inChrome, { limit: 1 });
    expect(first.data.map((e) => e.type)).toEqual(['security.signed_in']);
    const second = await logOf(chrome, inChrome, { limit: 1, before: first.next });
    expect(second.data.map((e) => e.type)).toEqual(['security.sign_in_failed']);
    expect(second.next).toBeUndefined();

    // Another person's event is no cursor: it would tell when that event happened.
    const inStranger = await signInFrom(browser(FIREFOX), stranger);
    const [strangers] = (await logOf(server.client, inStranger)).data;
    expect((await logOf(chrome, inChrome, { before: strangers?.id })).data).toEqual([]);

    for (const body of [{ limit: 0 }, { limit: 201 }, { before: 'x' }, { before: '0' }, { limit: '5' }]) {
      const reply = await chrome.post(paths.viewSecurityLog, body, inChrome);
      expect(reply.status, JSON.stringify(body)).toBe(400);
    }
  });

  it('forgets events older than 90 days', async () => {
    const account = await registerAccount(server.client);
    await signInFrom(browser(CHROME), account);
    server.clock.advance(89 * 86_400_000);
    const chrome = browser(CHROME);
    const later = await signInFrom(chrome, account);
    // A new password keeps the account within the 90 days' password age for the next sign-in.
    const newPassword = 'Another-Horse-Battery-7';
    const changed = await chrome.post(
      paths.updatePassword,
      { email: account.email, oldpassword: account.password, confirmpassword: newPassword },
      later,
    );
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    server.clock.advance(2 * 86_400_000);
    const latest = await signInFrom(browser(FIREFOX), { ...account, password: newPassword });
    const { data } = await logOf(server.client, latest);
    expect(data.map((event) => [event.type, event.details.browser ?? null])).toEqual([
      ['security.signed_in', 'Firefox 133 (Windows)'],
      ['security.password_changed', null],
      ['security.signed_in', 'Chrome 131 (Linux)'],
    ]);
  });
});
