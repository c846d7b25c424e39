import { messages } from '@ddp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RegisteredAccount, registerAccount, signIn } from '../../../test/test-support/accounts';
import { testDatabaseKind } from '../../../test/test-support/test-database';
import { startTestServer, type TestServer } from '../../../test/test-support/test-server';

const WRONG = 'Wrong-Password-123456';

describe(`an attempt is claimed before the password is checked (${testDatabaseKind})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { LOCKOUT_MINUTES: '15' } });
  });
  afterAll(() => server.close());

  const login = (email: string, password: string) => server.client.post('/v1/ddp/login', { email, password });

  async function fail(email: string, count: number) {
    for (let i = 0; i < count; i++) {
      server.clock.advance(20_000);
      expect((await login(email, WRONG)).status).toBe(401);
    }
  }

  /** 18 guesses at once; how many were checked (401) and how many refused unchecked (429). */
  async function burst(email: string, password = WRONG) {
    const replies = await Promise.all(Array.from({ length: 18 }, () => login(email, password)));
    const statuses = replies.map((r) => r.status);
    return {
      checked: statuses.filter((s) => s === 401).length,
      refused: statuses.filter((s) => s === 429).length,
      other: statuses.filter((s) => s !== 401 && s !== 429),
    };
  }

  it('checks no more guesses than the rules allow when 18 arrive at once on a fresh counter', async () => {
    const account = await registerAccount(server.client);
    // The first five fail freely; the sixth would have to wait a second after the fifth.
    expect(await burst(account.email)).toEqual({ checked: 5, refused: 13, other: [] });
  });

  it('checks exactly one of 18 parallel guesses when the counter is one short of the lock', async () => {
    const account = await registerAccount(server.client);
    await fail(account.email, 9);
    server.clock.advance(20_000);
    expect(await burst(account.email)).toEqual({ checked: 1, refused: 17, other: [] });
    const locked = await login(account.email, account.password);
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe(messages.signInLocked(15));
  });

  it('does the same for an address without an account', async () => {
    const unknown = `ghost.${Date.now()}@example.com`;
    await fail(unknown, 9);
    server.clock.advance(20_000);
    expect(await burst(unknown)).toEqual({ checked: 1, refused: 17, other: [] });
  });

  it('gives a right password its claim back: the count stays as it was', async () => {
    const account = await registerAccount(server.client);
    await fail(account.email, 4);
    for (let i = 0; i < 3; i++) {
      server.clock.advance(1_000);
      expect((await login(account.email, account.password)).status).toBe(200);
    }
    await fail(account.email, 1);
    // Five failures, not eight: the next try waits one second, not eight.
    const early = await login(account.email, account.password);
    expect(early.status).toBe(429);
    expect(early.body.message).toBe(messages.waitBeforeRetry(1));
  });

  it('lets the right password through at nine failures and leaves no lock behind', async () => {
    const account = await registerAccount(server.client);
    await fail(account.email, 9);
    server.clock.advance(20_000);
    expect((await login(account.email, account.password)).status).toBe(200);
    server.clock.advance(20_000);
    expect((await login(account.email, account.password)).status).toBe(200);
    // The tenth failure is still to come, and it locks.
    await fail(account.email, 1);
    expect((await login(account.email, account.password)).status).toBe(429);
  });

  it('counts wrong current passwords in the settings on the same limit, and answers 429 over it', async () => {
    const account: RegisteredAccount = await registerAccount(server.client);
    const { token } = await signIn(server.client, account, server.clock);
    const update = (oldpassword: string) =>
      server.client.post(
        '/v1/ddp/update-password',
        { email: account.email, oldpassword, confirmpassword: 'Another-Horse-Battery-7' },
        { token },
      );
    for (let i = 0; i < 10; i++) {
      server.clock.advance(20_000);
      const wrong = await update(WRONG);
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toBe(messages.oldPasswordWrong);
    }
    const overLimit = await update(account.password);
    expect(overLimit.status).toBe(429);
    expect(overLimit.body.message).toBe(messages.signInLocked(15));
    // The password is unchanged, and the sign-in of browsers the account does not know is locked too.
    expect((await login(account.email, account.password)).status).toBe(429);
  });

  it('refuses parallel wrong current passwords past the limit without checking them', async () => {
    const account: RegisteredAccount = await registerAccount(server.client);
    const { token } = await signIn(server.client, account, server.clock);
    const replies = await Promise.all(
      Array.from({ length: 18 }, () =>
        server.client.post(
          '/v1/ddp/update-password',
          { email: account.email, oldpassword: WRONG, confirmpassword: 'Another-Horse-Battery-7' },
          { token },
        ),
      ),
    );
    const statuses = replies.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 400)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(13);
  });
});
