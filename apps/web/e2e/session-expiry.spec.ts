import { messages } from '@ddp/contract';
import { aRegisteredPerson, passwordStep } from './support/accounts';
import { sessionOfPage } from './support/portal-api';
import { advanceServerClock, MINUTE_MS } from './support/server-clock';
import { statusWith } from './support/session-check';
import { credentialsInAnotherTab } from './support/session-time';
import { signInThroughTheScreens } from './support/sign-in';
import { expect, test } from './support/test';

const homeUrl = /\/dev-portal\/home\/view-credentials$/;
// Where the tabs share the time of the last activity (src/lib/activity-clock.ts).
const SHARED_ACTIVITY_KEY = 'ddp.lastActivity';

test('30 minutes without activity end the session for inactivity', async ({ page, request }) => {
  const { person, uri } = await aRegisteredPerson(request, 'idle');
  await page.clock.install();
  await signInThroughTheScreens(page, person.email, person.password, uri);
  const session = await sessionOfPage(page);
  // The screen's own calls are done: one made after the jump would find the session past its
  // maximum time before the timer finds it idle (a loaded machine can be that slow).
  await expect(page.getByText(/^No credentials yet/)).toBeVisible();

  await advanceServerClock(request, 30 * MINUTE_MS);
  await page.clock.fastForward('30:00');
  await expect(page).toHaveURL(/\/dev-portal\/\?logout=success$/);
  await expect(page.getByText(messages.loggedOutIdle)).toBeVisible();
  await page.goto('home/view-credentials');
  await expect(page).toHaveURL(/\?entry=success$/);
  expect(await statusWith(request, session)).toBe(401);
});

test('an active session still ends 30 minutes after the sign-in', async ({ page, request }) => {
  const { person, uri } = await aRegisteredPerson(request, 'maxage');
  await page.clock.install();
  await signInThroughTheScreens(page, person.email, person.password, uri);

  for (let minute = 5; minute < 30; minute += 5) {
    await page.clock.fastForward('05:00');
    await page.mouse.move(100 + minute * 10, 200);
    await expect(page).toHaveURL(homeUrl);
  }
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  const session = await sessionOfPage(page);
  await page.clock.fastForward('05:00');
  await expect(page).toHaveURL(/\/dev-portal\/\?logout=maximumsessiontime$/);
  await expect(page.getByText(messages.loggedOutMaxTime)).toBeVisible();
  // The server was told: the token no longer works, although the server's own limits allow it.
  await expect.poll(() => statusWith(request, session)).toBe(401);
});

test('activity in another tab counts, and the end reaches every tab', async ({ context, request }) => {
  const { person, uri } = await aRegisteredPerson(request, 'tabs');
  await context.clock.install();
  const first = await context.newPage();
  await signInThroughTheScreens(first, person.email, person.password, uri);
  const second = await credentialsInAnotherTab(context);

  // Only the second tab is used; without its activity the first would end for inactivity.
  await context.clock.fastForward('20:00');
  const lastActivity = () => first.evaluate((key) => Number(localStorage.getItem(key)), SHARED_ACTIVITY_KEY);
  const before = await lastActivity();
  await second.mouse.move(300, 300);
  // The move reaches the page's handler a frame later, after Playwright's call returns; on a loaded
  // machine later than the next jump of the clock. A person's next 10 minutes would come after it.
  await expect.poll(lastActivity).toBeGreaterThan(before);
  await context.clock.fastForward('10:00');
  for (const page of [first, second]) {
    await expect(page).toHaveURL(/\/dev-portal\/\?logout=maximumsessiontime$/);
  }
});

test('logging out in one tab logs out the others', async ({ context, request }) => {
  const { person, uri } = await aRegisteredPerson(request, 'logout');
  const first = await context.newPage();
  await signInThroughTheScreens(first, person.email, person.password, uri);
  const second = await credentialsInAnotherTab(context);

  await first.getByRole('button', { name: 'Logout' }).click();
  await expect(first).toHaveURL(/\/dev-portal\/$/);
  await expect(second).toHaveURL(/\/dev-portal\/$/);
  await expect(second.getByRole('heading', { name: 'Sign in' })).toBeVisible();
});

test('the code screens end 5 minutes after the password step', async ({ page, request }) => {
  const { person } = await aRegisteredPerson(request, 'codescreen');
  await page.clock.install();

  // /2fa: the temporary session's lifetime.
  await passwordStep(page, person.email, person.password);
  await expect(page).toHaveURL(/\/dev-portal\/2fa$/);
  await page.clock.fastForward('04:00');
  await page.mouse.move(50, 50);
  await page.clock.fastForward('01:00');
  await expect(page).toHaveURL(/\?logout=maximumsessiontime$/);

  // /login, the one-field code screen: 5 idle minutes (spec section 4).
  await passwordStep(page, person.email, person.password);
  await expect(page).toHaveURL(/\/dev-portal\/2fa$/);
  await page.goto('login');
  await expect(page.getByRole('heading', { name: messages.titleCodeScreen })).toBeVisible();
  await page.clock.fastForward('05:00');
  await expect(page).toHaveURL(/\?logout=success$/);
  await expect(page.getByText(messages.loggedOutIdle)).toBeVisible();
});
