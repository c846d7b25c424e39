import { messages } from '@ddp/contract';
import { expect as baseExpect, type Page } from '@playwright/test';
import { inPseudo, unmarkedTextsOn } from './support/catalogues';
import { mailedEnrolmentCode } from './support/enrolment';
import { field } from './support/fields';
import { aPerson } from './support/people';
import { registerByApi } from './support/portal-api';
import { expect, test } from './support/test';

// The enrolment screen's two steps show only texts of the catalogue (pseudo-locale.spec.ts does the
// same for every other screen, the Change authenticator dialog included).

async function expectAllMarked(page: Page, where: string) {
  await baseExpect
    .poll(() => unmarkedTextsOn(page), { message: `texts outside the catalogue on ${where}` })
    .toEqual([]);
}

test('the enrolment screen shows only texts of the catalogue', async ({ page, request }) => {
  const person = aPerson('enrolpseudo');
  await registerByApi(request, person);
  await page.goto('./');
  await page.evaluate(() => window.localStorage.setItem('ddp.locale', 'pseudo'));
  await page.reload();
  await field(page, inPseudo('E-mail')).fill(person.email);
  await field(page, inPseudo('Password')).fill(person.password);
  await page.getByRole('button', { name: inPseudo(messages.titleSignIn) }).click();
  await expect(page).toHaveURL(/\/dev-portal\/enrol-authenticator$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    inPseudo(messages.titleEnrolAuthenticator),
  );
  await expectAllMarked(page, 'enrolment, the mailed code');

  await field(page, inPseudo(messages.enrolMailCodeLabel)).fill('1');
  await page.getByRole('button', { name: inPseudo(messages.enrolShowQr) }).click();
  await expectAllMarked(page, 'enrolment, a field error');
  await field(page, inPseudo(messages.enrolMailCodeLabel)).fill(
    await mailedEnrolmentCode(request, person.email),
  );
  await page.getByRole('button', { name: inPseudo(messages.enrolShowQr) }).click();
  await expect(page.getByTestId('authenticator-key')).toBeVisible();
  await expect(page.getByRole('img', { name: inPseudo(messages.enrolQrAlt) })).toBeVisible();
  await expectAllMarked(page, 'enrolment, the QR code');
});
