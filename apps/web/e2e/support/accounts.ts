import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { field } from './fields';
import { newestMailTo, otpauthUriIn } from './mail';
import { aPerson, type Person } from './people';
import { registerByApi } from './portal-api';
import { freshCode } from './totp';

/** A new account of its own (registered through the API) and the otpauth URI from its QR mail. */
export async function aRegisteredPerson(
  request: APIRequestContext,
  prefix: string,
): Promise<{ person: Person; uri: string }> {
  const person = aPerson(prefix);
  await registerByApi(request, person);
  const uri = otpauthUriIn((await newestMailTo(request, person.email)).text);
  return { person, uri };
}

/** E-mail and password on Login; the caller checks where that leads. */
export async function passwordStep(page: Page, email: string, password: string): Promise<void> {
  await page.goto('./');
  await field(page, 'E-mail').fill(email);
  await field(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The code step on the code screen that is open. */
export async function codeStep(page: Page, uri: string): Promise<void> {
  await field(page, 'One-time code').fill(await freshCode(uri));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dev-portal\/home\/view-credentials$/);
}
