import { messages } from '@ddp/contract';
import { aRegisteredPerson } from './support/accounts';
import { signInByKeyboard, tabTo, typeInto } from './support/keyboard';
import { sessionOfPage } from './support/portal-api';
import { advanceServerClock, MINUTE_MS } from './support/server-clock';
import { statusWith } from './support/session-check';
import { expect, test } from './support/test';

// Issue 8 part 7: typing is activity, like moving the pointer (spec section 4; rules of the keyboard
// specs in support/keyboard.ts). The portal's idle limit and its maximum session time are both 30
// minutes from the password step: a session that nobody uses ends for inactivity (Login
// ?logout=success, see session-expiry.spec.ts), one in use ends at the maximum time instead. So
// the end reason tells whether the keys counted.

test('typing keeps the session from ending for inactivity; it ends at the maximum time', async ({
  page,
  request,
}) => {
  const { person, uri } = await aRegisteredPerson(request, 'kb-active');
  // The browser's clock is Playwright's: fastForward jumps it and fires the session timer.
  await page.clock.install();
  await signInByKeyboard(page, person.email, person.password, uri);
  const session = await sessionOfPage(page);
  await tabTo(page, page.getByRole('tab', { name: 'View Personal Credentials' }));
  await page.keyboard.press('ArrowRight');

  // Twenty quiet minutes, on the server as well, then the keyboard is used: a name is typed.
  await page.clock.fastForward('20:00');
  await advanceServerClock(request, 20 * MINUTE_MS);
  await typeInto(page, page.getByRole('textbox', { name: 'Enter Application Name' }), 'Typed late');

  // Shortly before the end (the screens took some seconds of real time since the password step)
  // the session still works, on the screen and on the server. It is the last minute, so the
  // warning says so first (keyboard-session-warning.spec.ts); Escape gives the focus back.
  await page.clock.fastForward('09:00');
  const warning = page.getByRole('dialog', { name: messages.sessionMaxWarningTitle });
  await expect(warning).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(warning).toBeHidden();
  const name = page.getByRole('textbox', { name: 'Enter Application Name' });
  await expect(name).toBeFocused();
  await page.keyboard.press('Enter');
  const created = page.getByRole('dialog', { name: 'New credentials generated' });
  await expect(created.getByText(messages.credentialCreated)).toBeVisible();
  expect(await statusWith(request, session)).toBe(200);

  // Thirty minutes after the password step: the maximum time, not inactivity, ends it.
  await page.clock.fastForward('01:00');
  await expect(page).toHaveURL(/\/dev-portal\/\?logout=maximumsessiontime$/);
  await expect(page.getByText(messages.loggedOutMaxTime)).toBeVisible();
  await expect.poll(() => statusWith(request, session)).toBe(401);
});
