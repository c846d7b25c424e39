import { messages } from '@ddp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  codeAt,
  passwordStep,
  type RegisteredAccount,
  registerAccount,
  signIn,
} from '../../../test/test-support/accounts';
import { CookieJar } from '../../../test/test-support/cookie-jar';
import { newestMail } from '../../../test/test-support/mailbox';
import type { PortalClient } from '../../../test/test-support/portal-client';
import { testDatabaseKind } from '../../../test/test-support/test-database';
import { startTestServer, type TestServer } from '../../../test/test-support/test-server';
import { SIGN_IN_BLOCKED_SUBJECT } from './security-notice-mail';

const MINUTE = 60_000;
const WRONG = 'Wrong-Password-123456';

describe(`a known browser gets in while others are locked out (${testDatabaseKind})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { LOCKOUT_MINUTES: '15' } });
  });
  afterAll(() => server.close());

  const login = (client: PortalClient, email: string, password: string) =>
    client.post('/v1/ddp/login', { email, password });

  /** Fails `count` times from `client`, waiting out each growing delay as a patient attacker would. */
  async function fail(client: PortalClient, email: string, count: number) {
    for (let i = 0; i < count; i++) {
      server.clock.advance(20_000);
      expect((await login(client, email, WRONG)).status).toBe(401);
    }
  }

  /** An account and the owner's browser, which signed in once (password and code). */
  async function ownerWithKnownBrowser() {
    const account = await registerAccount(server.client);
    const browser = server.client.asBrowser();
    await signIn(browser, account, server.clock);
    return { account, browser };
  }

  async function codeStep(client: PortalClient, account: RegisteredAccount, temporary: string) {
    return client.post(
      '/v1/ddp/totp-validate',
      { email: account.email, userToken: codeAt(account, server.clock) },
      { token: temporary },
    );
  }

  it('sets an HttpOnly, SameSite=Strict device cookie on the API path after the code step only', async () => {
    const account = await registerAccount(server.client);
    server.clock.advance(30_000);
    const login = await server.client.post<{ data: string }>('/v1/ddp/login', account);
    expect(login.headers.getSetCookie()).toEqual([]);
    const code = await codeStep(server.client, account, login.body.data);
    expect(code.status).toBe(200);
    const [cookie, ...more] = code.headers.getSetCookie();
    expect(more).toEqual([]);
    expect(cookie).toMatch(/^ddp_device_[0-9a-f]{16}=/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/v1/ddp/');
    expect(cookie).toContain(`Max-Age=${180 * 86_400}`);
    // PUBLIC_URL is http here: a Secure cookie would never come back.
    expect(cookie).not.toContain('Secure');
    // The cookie names its account without showing the address, and never reaches the log.
    expect(cookie).not.toContain(encodeURIComponent(account.email));
    expect(cookie).not.toContain(account.email);
    const value = cookie!.split(';')[0]!.split('=')[1]!;
    expect(server.logs.join('\n')).not.toContain(value);
  });

  it('takes a tampered, expired-looking or garbage cookie for none, and never fails the request on it', async () => {
    const { account, browser } = await ownerWithKnownBrowser();
    const [name] = browser.jar!.names();
    const value = browser.jar!.headerFor('/v1/ddp/login')!.slice(name!.length + 1);
    // deviceId.issuedAt.accountTag.signature
    const [deviceId, issuedAt, ...signed] = decodeURIComponent(value).split('.');
    const forgeries = [
      encodeURIComponent([deviceId, Number(issuedAt) + 1, ...signed].join('.')),
      value.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')),
      '',
      '%%%',
      '.'.repeat(500),
      'x'.repeat(3000),
      `${value}.${value}`,
    ];
    for (const forged of forgeries) {
      const jar = new CookieJar();
      jar.take([`${name}=${forged}; Path=/v1/ddp/`]);
      const reply = await login(server.client.asBrowser(jar), account.email, WRONG);
      expect(reply.status, forged.slice(0, 40)).toBe(401);
      server.clock.advance(20_000);
    }
    // Seven failures counted on the account's counter, none on the known browser's.
    await fail(server.client, account.email, 3);
    expect((await login(server.client, account.email, account.password)).status).toBe(429);
    expect((await login(browser, account.email, account.password)).status).toBe(200);
  });

  it("lets the owner's known browser sign in with password and code while others' failures lock the account", async () => {
    const { account, browser } = await ownerWithKnownBrowser();
    await fail(server.client, account.email, 10);
    const attacker = await login(server.client, account.email, account.password);
    expect(attacker.status).toBe(429);
    expect(attacker.body.message).toBe(messages.signInLocked(15));
    // Another browser that never signed in is just as locked out.
    expect((await login(server.client.asBrowser(), account.email, account.password)).status).toBe(429);

    server.clock.advance(30_000);
    const temporary = await passwordStep(browser, account);
    const code = await codeStep(browser, account, temporary);
    expect(code.status).toBe(200);
    expect(code.body.output).toBe('success');
    // The owner's success does not unlock the account for everybody else.
    expect((await login(server.client, account.email, account.password)).status).toBe(429);
  });

  it("counts the known browser's failures on its own: it locks alone, and leaves the others alone", async () => {
    const { account, browser } = await ownerWithKnownBrowser();
    await fail(browser, account.email, 10);
    const own = await login(browser, account.email, account.password);
    expect(own.status).toBe(429);
    expect(own.body.message).toBe(messages.signInLocked(15));
    // Browsers without the cookie count on the account's counter, which has no failures.
    expect((await login(server.client, account.email, account.password)).status).toBe(200);
    server.clock.advance(15 * MINUTE);
    expect((await login(browser, account.email, account.password)).status).toBe(200);
  });

  it("counts the known browser's wrong codes on its own counter too", async () => {
    const { account, browser } = await ownerWithKnownBrowser();
    await fail(server.client, account.email, 9);
    for (let i = 0; i < 3; i++) {
      server.clock.advance(30_000);
      const temporary = await passwordStep(browser, account);
      const wrong = codeAt(account, server.clock) === '000000' ? '111111' : '000000';
      const reply = await browser.post(
        '/v1/ddp/totp-validate',
        { email: account.email, userToken: wrong },
        { token: temporary },
      );
      expect(reply.status).toBe(401);
    }
    // Nine failures elsewhere plus three of the known browser would have been a lock on one counter.
    server.clock.advance(20_000);
    expect((await login(server.client, account.email, account.password)).status).toBe(200);
    expect((await login(browser, account.email, account.password)).status).toBe(200);
  });

  it('gives a cookie of one account no weight for another, even under the other account’s cookie name', async () => {
    const victim = await ownerWithKnownBrowser();
    const attacker = await ownerWithKnownBrowser();
    // The attacker's own valid cookie value, sent under the name the victim's browser uses.
    const [victimName] = victim.browser.jar!.names();
    const [attackerName] = attacker.browser.jar!.names();
    const header = attacker.browser.jar!.headerFor('/v1/ddp/login')!;
    const forged = new CookieJar();
    forged.take([`${victimName}=${header.slice(attackerName!.length + 1)}; Path=/v1/ddp/`]);
    const forger = server.client.asBrowser(forged);
    // Its failures count on the victim's account counter: after ten, the account is locked.
    await fail(forger, victim.account.email, 10);
    expect((await login(server.client, victim.account.email, victim.account.password)).status).toBe(429);
    expect((await login(forger, victim.account.email, victim.account.password)).status).toBe(429);
    // And the victim's known browser still gets in.
    expect((await login(victim.browser, victim.account.email, victim.account.password)).status).toBe(200);
  });

  it('keeps a known browser known only for the configured lifetime', async () => {
    const { account, browser } = await ownerWithKnownBrowser();
    server.clock.advance(180 * 86_400_000);
    await fail(server.client, account.email, 10);
    expect((await login(browser, account.email, account.password)).status).toBe(429);
  });

  it('answers an unknown address exactly like a known one, with and without cookies', async () => {
    const { account, browser } = await ownerWithKnownBrowser();
    const unknown = `ghost.${Date.now()}@example.com`;
    for (let i = 0; i < 10; i++) {
      server.clock.advance(20_000);
      const known = await login(browser.asBrowser(new CookieJar()), account.email, WRONG);
      const ghost = await login(browser, unknown, WRONG);
      expect(ghost.status).toBe(known.status);
      expect(ghost.body).toEqual(known.body);
    }
    const known = await login(server.client, account.email, account.password);
    const ghost = await login(browser, unknown, account.password);
    expect(known.status).toBe(429);
    expect(ghost.body).toEqual(known.body);
  });

  it('mails the owner once per lock, saying how to get in', async () => {
    const { account } = await ownerWithKnownBrowser();
    const blocked = async () => {
      const mailbox = await server.client.raw<{ messages: Array<{ subject: string }> }>(
        `/v1/dev/mailbox?to=${encodeURIComponent(account.email)}`,
        { method: 'GET' },
      );
      return mailbox.body.messages.filter((m) => m.subject === SIGN_IN_BLOCKED_SUBJECT).length;
    };
    await fail(server.client, account.email, 9);
    expect(await blocked()).toBe(0);
    await fail(server.client, account.email, 1);
    const mail = await newestMail(server.client, account.email, /blocked/);
    expect(mail.text).toContain('10 failed attempts');
    expect(mail.text).toContain('in a browser where you have signed in before');
    expect(mail.text).toContain("'Forgot password'");
    for (let i = 0; i < 3; i++) {
      server.clock.advance(MINUTE);
      expect((await login(server.client, account.email, WRONG)).status).toBe(429);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await blocked()).toBe(1);
    // The next lock, after this one ran out, is a new one.
    server.clock.advance(15 * MINUTE);
    await fail(server.client, account.email, 10);
    await expect.poll(blocked).toBe(2);
  });

  it('mails nothing for an unknown address that gets locked', async () => {
    const unknown = `ghost.${Date.now()}@example.com`;
    await fail(server.client, unknown, 10);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const mailbox = await server.client.raw<{ messages: unknown[] }>(
      `/v1/dev/mailbox?to=${encodeURIComponent(unknown)}`,
      { method: 'GET' },
    );
    expect(mailbox.body.messages).toEqual([]);
  });

  it('clears the known browser counters too when an operator unlocks the address', async () => {
    const { account, browser } = await ownerWithKnownBrowser();
    await fail(browser, account.email, 10);
    await fail(server.client, account.email, 10);
    const unlocked = await server.client.raw('/v1/ops/accounts/unlock', {
      method: 'POST',
      json: { email: account.email },
      auth: { token: server.operatorToken, mfa: false },
    });
    expect(unlocked.status).toBe(200);
    expect((await login(browser, account.email, account.password)).status).toBe(200);
    expect((await login(server.client, account.email, account.password)).status).toBe(200);
  });
});

describe(`the device cookie over https (${testDatabaseKind})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { PUBLIC_URL: 'https://portal.test', DEVICE_COOKIE_DAYS: '30' } });
  });
  afterAll(() => server.close());

  it('is Secure and lives as long as configured', async () => {
    const account = await registerAccount(server.client);
    server.clock.advance(30_000);
    const temporary = await passwordStep(server.client, account);
    const code = await server.client.post(
      '/v1/ddp/totp-validate',
      { email: account.email, userToken: codeAt(account, server.clock) },
      { token: temporary },
    );
    const [cookie] = code.headers.getSetCookie();
    expect(cookie).toContain('Secure');
    expect(cookie).toContain(`Max-Age=${30 * 86_400}`);
  });
});
