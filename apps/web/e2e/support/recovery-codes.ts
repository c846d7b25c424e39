import { readFile } from 'node:fs/promises';
import { messages, paths } from '@ddp/contract';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { field } from './fields';
import { postEncrypted } from './portal-api';

// Issue 22, part 2: the recovery codes as the journeys use them, in Settings and on the code screen.

/** Settings' part for the recovery codes. */
export const recoverySection = (page: Page): Locator =>
  page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: messages.recoveryTitle, level: 2 }) });

/** The dialog that makes codes, open; named after the button that opened it. */
export const recoveryDialog = (page: Page): Locator => page.getByRole('dialog');

/** From the dialog open at its first step: the password, then the ten codes as shown. */
export async function makeCodesInDialog(page: Page, password: string): Promise<string[]> {
  const dialog = recoveryDialog(page);
  await field(page, messages.accountCurrentPassword).fill(password);
  await dialog.getByRole('button', { name: messages.recoveryMakeSubmit }).click();
  const list = dialog.getByRole('list', { name: messages.recoveryCodesListLabel });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  return list.getByRole('listitem').allTextContents();
}

/** Presses Download and reads the file it saves: its name and its lines. */
export async function downloadedCodes(page: Page): Promise<{ name: string; lines: string[] }> {
  const download = page.waitForEvent('download');
  await recoveryDialog(page).getByRole('button', { name: messages.recoveryDownload }).click();
  const saved = await download;
  const text = await readFile(await saved.path(), 'utf8');
  return { name: saved.suggestedFilename(), lines: text.split('\n') };
}

/** Password on Login, then on the code screen a recovery code instead of the authenticator's. */
export async function recoveryCodeStep(page: Page, email: string, password: string, code: string) {
  await page.goto('./');
  await field(page, 'E-mail').fill(email);
  await field(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dev-portal\/2fa$/);
  await page.getByRole('button', { name: messages.recoveryUseInstead }).click();
  await expect(field(page, messages.recoveryCodeLabel)).toBeFocused();
  await field(page, messages.recoveryCodeLabel).fill(code);
  await page.getByRole('button', { name: messages.signInVerify }).click();
}

/** Uses codes through the API (password step, then the code), as sign-ins elsewhere would. */
export async function useCodesByApi(
  request: APIRequestContext,
  email: string,
  password: string,
  codes: string[],
) {
  for (const recoveryCode of codes) {
    const login = await postEncrypted(request, paths.login, { email, password });
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    const used = await postEncrypted(
      request,
      paths.recoveryCodeValidate,
      { email, recoveryCode },
      { authorization: `Bearer ${String(login.body.data)}` },
    );
    expect(used.status, JSON.stringify(used.body)).toBe(200);
  }
}
