import { messages } from '@ddp/contract';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { newestMailTo } from './mail';

/** The 8-digit code of the enrolment mail, the newest mail to the address once it has come. */
export async function mailedEnrolmentCode(request: APIRequestContext, email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const mail = await newestMailTo(request, email);
      code = mail.subject === messages.mailEnrolCodeSubject ? /\b(\d{8})\b/.exec(mail.text)?.[1] : undefined;
      return code !== undefined;
    })
    .toBe(true);
  return code as string;
}

/** What a person types into an authenticator app from the key shown on screen, as an otpauth URI. */
export function otpauthUriOfShownKey(key: string, email: string): string {
  const label = encodeURIComponent(`Developer Portal:${email}`);
  const secret = key.replace(/\s/g, '');
  return `otpauth://totp/${label}?issuer=Developer%20Portal&secret=${secret}&algorithm=SHA1&digits=6&period=30`;
}

/** The key of the new authenticator shown in `within`, once its QR code is drawn too. */
export async function shownKey(within: Locator | Page, email: string): Promise<string> {
  await expect(within.getByRole('img', { name: messages.enrolQrAlt })).toBeVisible();
  const key = (await within.getByTestId('authenticator-key').textContent()) ?? '';
  expect(key).toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
  return otpauthUriOfShownKey(key, email);
}
