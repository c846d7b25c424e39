import type { Page } from '@playwright/test';
import { englishTextsOn, germanMessage, inGerman } from './support/catalogues';
import { publishCatalogue } from './support/docs-catalogue';
import { newestMailTo } from './support/mail';
import { aPerson } from './support/people';
import { expect, test } from './support/test';
import { freshCode } from './support/totp';

// A browser that asks for German, with nothing chosen in the portal yet.
test.use({ locale: 'de-DE' });

const label = (page: Page, english: string) =>
  page.getByRole('textbox', { name: inGerman(english), exact: true });

async function expectNoEnglish(page: Page) {
  await expect
    .poll(() => englishTextsOn(page), { message: 'English catalogue texts on a German screen' })
    .toEqual([]);
}

test('a German browser goes from registration to an access token in German, its mail in German', async ({
  page,
  request,
}) => {
  await publishCatalogue();
  const person = aPerson('deutsch');

  await page.goto('user-registration');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { name: inGerman('Create your account') })).toBeVisible();
  await expect(page.getByRole('combobox', { name: inGerman('Language') })).toHaveValue('de');
  await expectNoEnglish(page);

  await label(page, 'First name').fill(person.firstname);
  await label(page, 'Last name').fill(person.lastname);
  await label(page, 'E-mail').fill(person.email);
  await label(page, 'Password').fill(person.password);
  await label(page, 'Confirm password').fill(person.password);
  // Countries are named and found in German (Intl's names); the form still sends the list's name.
  await page.getByRole('combobox', { name: inGerman('Country'), exact: true }).fill('Deutschland');
  await page.getByRole('option', { name: 'Deutschland' }).click();
  const city = page.getByRole('combobox', { name: inGerman('City'), exact: true });
  await expect(city).toBeEnabled();
  await city.fill('Berlin');
  await page.getByRole('option', { name: 'Berlin', exact: true }).click();
  await label(page, 'Street and number').fill(person.street);
  await label(page, 'Postal code').fill(person.postal);
  await label(page, 'Phone number').fill(person.phonenumber);
  await label(page, 'Company name').fill(person.companyname);
  await label(page, 'Project name').fill(person.projectname);
  await label(page, 'Project description').fill(person.projectdescription);
  await label(page, 'Purpose').fill(person.purpose);
  await page.getByRole('checkbox', { name: new RegExp(inGerman('conditions of usage')) }).check();
  await page.getByRole('checkbox', { name: new RegExp(inGerman('data protection declaration')) }).check();
  await page.getByRole('button', { name: inGerman('Create Account') }).click();

  // The server answers in German too, and mails the login details in German.
  await expect(page).toHaveURL(/\/dev-portal\/$/);
  await expect(page.getByText(germanMessage('registered'))).toBeVisible();
  await expectNoEnglish(page);
  const mail = await newestMailTo(request, person.email);
  expect(mail.subject).toBe(germanMessage('mailLoginSubject'));
  expect(mail.text).toContain(germanMessage('mailHello', { firstname: person.firstname }));
  expect(mail.text).not.toContain('Hello');
  const key = /^((?:[A-Z2-7]{4} )+[A-Z2-7]{1,4})$/m.exec(mail.text)?.[1]?.replaceAll(' ', '');
  const uri = `otpauth://totp/Developer%20Portal:${encodeURIComponent(person.email)}?secret=${key}&algorithm=SHA1&digits=6&period=30`;

  await label(page, 'E-mail').fill(person.email);
  await label(page, 'Password').fill(person.password);
  await page.getByRole('button', { name: inGerman('Sign in') }).click();
  await expect(page).toHaveURL(/\/dev-portal\/2fa$/);
  await expectNoEnglish(page);
  await label(page, 'One-time code').fill(await freshCode(uri));
  await page.getByRole('button', { name: inGerman('Verify') }).click();

  await expect(page.getByRole('heading', { name: inGerman('Credentials'), level: 1 })).toBeVisible();
  await expect(page.getByText(germanMessage('greeting', { firstname: person.firstname }))).toBeVisible();
  await expect(page).toHaveTitle(germanMessage('documentTitle', { screen: inGerman('Credentials') }));
  await expectNoEnglish(page);

  await page.getByRole('tab', { name: inGerman('Generate OAuth2.0 Credentials') }).click();
  await page.getByLabel(inGerman('Enter Application Name')).fill('Station explorer');
  await page.getByRole('button', { name: inGerman('Generate'), exact: true }).click();
  const created = page.getByRole('dialog', { name: inGerman('New credentials generated') });
  await expect(created.getByText(germanMessage('credentialCreated'))).toBeVisible();
  await expectNoEnglish(page);
  await created.getByRole('button', { name: inGerman('I have saved it') }).click();

  // A token for the new client, with its expiry as German dates read.
  await page.getByRole('link', { name: inGerman('API Documentation') }).click();
  await expect(page.getByRole('heading', { name: inGerman('API Documentation'), level: 1 })).toBeVisible();
  await expect(page.getByRole('combobox', { name: inGerman('Client for Try it out') })).toHaveValue(
    /^Station explorer/,
  );
  await page.getByRole('button', { name: inGerman('Use my credentials') }).click();
  await expect(
    page.getByText(
      /^Ein Zugriffstoken von „Station explorer“ ist bis \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}:\d{2} GMT/,
    ),
  ).toBeVisible();
  await expectNoEnglish(page);

  // The country chosen as 'Deutschland' is stored under the reference list's English name; Settings
  // shows it as the select did.
  await page.getByRole('link', { name: inGerman('Settings') }).click();
  await expect(page.getByRole('heading', { name: inGerman('Settings'), level: 1 })).toBeVisible();
  const details = page.getByRole('definition');
  await expect(details.filter({ hasText: /^Deutschland$/ })).toHaveCount(1);
  await expect(details.filter({ hasText: /^Germany$/ })).toHaveCount(0);
  await expectNoEnglish(page);

  await page.getByRole('button', { name: inGerman('Logout'), exact: true }).click();
  await expect(page.getByRole('heading', { name: inGerman('Sign in') })).toBeVisible();
});
