import { messages } from '@ddp/contract';
import { aRegisteredPerson } from './support/accounts';
import { expectAccessible } from './support/axe';
import {
  expectDialogFits,
  expectNoSidewaysScroll,
  expectRowsInSight,
  expectWithinWidth,
} from './support/phone';
import { signIn } from './support/sign-in';
import { expect, test } from './support/test';

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

test('sessions and the security log on a phone: whole cards, a session signed out from its card', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const { person, uri } = await aRegisteredPerson(request, 'phone-sessions');
  const desk = await browser.newContext({ baseURL: testInfo.project.use.baseURL, userAgent: FIREFOX });
  await signIn(await desk.newPage(), person.email, person.password, uri);
  await signIn(page, person.email, person.password, uri);

  await page.goto('home/view-settings');
  const cards = page.getByRole('list', { name: messages.sessionsTitle }).getByRole('listitem');
  await expect(cards).toHaveCount(2);
  for (const card of await cards.all()) await expectWithinWidth(card);
  const log = page.getByRole('table', { name: messages.securityLogTitle });
  await expect(log).toContainText(messages.auditEventSecuritySignedIn);
  await expectRowsInSight(log);
  await expectNoSidewaysScroll(page);
  await expectAccessible(page, 'Sessions and security log, phone');

  await cards
    .filter({ hasText: 'Firefox 133 (Windows)' })
    .getByRole('button', { name: /Sign out/ })
    .tap();
  const dialog = page.getByRole('dialog', { name: messages.sessionsConfirmOneTitle });
  await expectDialogFits(page, dialog);
  await dialog.getByRole('button', { name: messages.sessionsSignOut }).tap();
  await expect(page.getByText(messages.sessionsEndedOne)).toBeVisible();
  await expect(page.getByText(messages.sessionsOnlyThisOne)).toBeVisible();
  await expect(log.getByRole('row').nth(1)).toContainText(messages.auditEventSecuritySessionEnded);
  await desk.close();
});
