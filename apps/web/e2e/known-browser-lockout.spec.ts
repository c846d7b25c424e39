import { messages, paths } from '@ddp/contract';
import { aRegisteredPerson, passwordStep } from './support/accounts';
import { E2E_ORIGIN } from './support/e2e-port';
import { mailWithSubject } from './support/mail-subjects';
import { postEncrypted } from './support/portal-api';
import { advanceServerClock } from './support/server-clock';
import { signInThroughTheScreens } from './support/sign-in';
import { expect, test } from './support/test';

const BLOCKED_SUBJECT = 'Sign-in to your Developer Portal account was blocked';

test('an attacker without the cookie locks the account; the owner, in a browser that signed in before, still gets in', async ({
  page,
  browser,
  playwright,
  request,
}) => {
  const { person, uri } = await aRegisteredPerson(request, 'known-browser');
  await signInThroughTheScreens(page, person.email, person.password, uri);
  await page.getByRole('button', { name: 'Logout' }).click();

  // The attacker calls the API from a client of its own, which never signed in to the account.
  const attacker = await playwright.request.newContext({ baseURL: `${E2E_ORIGIN}/dev-portal/` });
  for (let i = 0; i < 10; i++) {
    // Patient: each growing wait after a failure is waited out.
    await advanceServerClock(attacker, 20_000);
    const guess = await postEncrypted(attacker, paths.login, {
      email: person.email,
      password: `Wrong-Guess-Number-${i}0`,
    });
    expect(guess.status, JSON.stringify(guess.body)).toBe(401);
  }
  const locked = await postEncrypted(attacker, paths.login, {
    email: person.email,
    password: person.password,
  });
  expect(locked.status).toBe(429);
  expect(locked.body.message).toBe(messages.signInLocked(15));
  await attacker.dispose();

  // The owner's own browser signs in with password and code...
  await signInThroughTheScreens(page, person.email, person.password, uri);
  await expect(page.getByText(messages.greeting(person.firstname))).toBeVisible();

  // ...while a browser that never signed in is locked out like the attacker.
  const strangerContext = await browser.newContext({ baseURL: `${E2E_ORIGIN}/dev-portal/` });
  const stranger = await strangerContext.newPage();
  await passwordStep(stranger, person.email, person.password);
  await expect(stranger.getByRole('alert')).toHaveText(messages.signInLocked(15));
  await strangerContext.close();

  // The owner is told, once, and how to get in.
  const mail = await mailWithSubject(request, person.email, BLOCKED_SUBJECT);
  expect(mail.text).toContain('in a browser where you have signed in before');
});
