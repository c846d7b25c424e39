import { randomUUID } from 'node:crypto';
import { messages, paths } from '@ddp/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import { field } from './support/fields';
import {
  anInvitee,
  completeByApi,
  invitationLinkFor,
  invitationPayloadOf,
  inviteByApi,
  linkDatedAt,
} from './support/invitations';
import { newestMailTo, otpauthUriIn } from './support/mail';
import { aPerson } from './support/people';
import { registerByApi, signInByApi } from './support/portal-api';
import { snapshot } from './support/teams-screen';
import { expect, test } from './support/test';

const HOUR_MS = 60 * 60_000;
const PASSWORD = 'Invited-Colleague-Password-42';

/** A link as the server would mail it, with an unknown token: readable, but not the server's. */
function aForeignLink(invitedHoursAgo: number): string {
  return linkDatedAt(
    {
      emailId: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      inviteDate: new Date().toISOString(),
      createdUserId: randomUUID(),
      token: 'Q'.repeat(43),
    },
    new Date(Date.now() - invitedHoursAgo * HOUR_MS),
  );
}

/** A real invitation of a new Owner: the mailed link, the Owner's session and the invitee. */
async function aRealInvitation(request: APIRequestContext, prefix: string) {
  const owner = aPerson(prefix);
  await registerByApi(request, owner);
  const uri = otpauthUriIn((await newestMailTo(request, owner.email)).text);
  const session = await signInByApi(request, owner.email, owner.password, uri);
  const invitee = anInvitee('Grace', 'Hopper');
  await inviteByApi(request, session, invitee, true);
  return { session, invitee, link: await invitationLinkFor(request, invitee) };
}

async function fillTheForm(page: Page) {
  await field(page, 'Password').fill(PASSWORD);
  await field(page, 'Confirm password').fill(PASSWORD);
  await page.getByRole('combobox', { name: 'Dial code' }).fill('Germany');
  await page.getByRole('option', { name: /Germany \(\+49\)/ }).click();
  await field(page, 'Phone number').fill('1701234567');
}

test('a link 24 hours old shows that it has expired', async ({ page }, testInfo) => {
  await page.goto(aForeignLink(24));
  await expect(page.getByRole('alert')).toHaveText(messages.linkExpired);
  await expect(page.getByText(messages.invitationAskAgain)).toBeVisible();
  await expect(page.getByRole('heading', { name: messages.completeRegistration })).toHaveCount(0);
  await snapshot(page, testInfo, 'invitation-expired');
  await page.getByRole('link', { name: 'Back to sign-in' }).click();
  await expect(page).toHaveURL(/\/dev-portal\/$/);
});

test('an unreadable link is not a valid token and leads to sign-in', async ({ page }) => {
  await page.goto('invited-user?details=not-a-link');
  await expect(page.getByRole('alert')).toHaveText(messages.notValidToken);
  await expect(page).toHaveURL(/\/dev-portal\/$/, { timeout: 6000 });

  await page.goto('invited-user');
  await expect(page.getByRole('alert')).toHaveText(messages.notValidToken);
});

test('the form checks password and phone before sending', async ({ page, request }, testInfo) => {
  const { invitee, link } = await aRealInvitation(request, 'form-checks');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: messages.completeRegistration })).toBeVisible();
  await expect(field(page, 'First name')).toHaveValue('Grace');
  await expect(field(page, 'Last name')).toHaveValue('Hopper');
  await expect(field(page, 'E-mail')).toHaveValue(invitee.email);

  await page.getByRole('button', { name: 'Complete Registration' }).click();
  // The first field that needs attention gets the focus.
  await expect(field(page, 'Password')).toBeFocused();
  await expect(page.getByText(messages.passwordRequired)).toHaveCount(2);
  await expect(page.getByText(messages.dialCodeInvalid)).toBeVisible();
  await expect(page.getByText(messages.phoneRequired)).toBeVisible();
  await snapshot(page, testInfo, 'invitation-form-errors');

  await field(page, 'Password').fill('shortpassword');
  await expect(page.getByText(messages.passwordTooShort)).toBeVisible();
  await field(page, 'Password').fill('onlylowercaseletters');
  await expect(page.getByText(messages.passwordClasses)).toBeVisible();
  await field(page, 'Phone number').fill('1234');
  await expect(page.getByText(messages.phoneTooShort)).toBeVisible();
  await field(page, 'Phone number').fill('12345a');
  await expect(page.getByText(messages.phoneDigitsOnly)).toBeVisible();
});

test('a link the server does not know says so when opened, before any form', async ({ page }) => {
  // The check on opening is what tells: the link itself is readable and less than a day old.
  const checked = page.waitForResponse((reply) => reply.url().endsWith(paths.checkInvitation));
  await page.goto(aForeignLink(1));
  expect((await checked).status()).toBe(400);
  await expect(page.getByRole('alert')).toHaveText(messages.tokenNotValidAnymore);
  await expect(page.getByText(messages.invitationAskAgain)).toBeVisible();
  await expect(page.getByRole('heading', { name: messages.completeRegistration })).toHaveCount(0);
  await expect(field(page, 'Password')).toHaveCount(0);
});

test('a link works once: opened again after the registration it says so at once', async ({
  page,
  request,
}) => {
  const { session, invitee, link } = await aRealInvitation(request, 'once');
  expect(invitationPayloadOf(link)).toMatchObject({
    emailId: invitee.email,
    createdUserId: session.consumerId,
  });
  await completeByApi(request, invitee, PASSWORD);

  await page.goto(link);
  await expect(page.getByRole('alert')).toHaveText(messages.tokenNotValidAnymore);
  await expect(page.getByRole('heading', { name: messages.completeRegistration })).toHaveCount(0);
});

test('the form still says so when the link is used up while it is being filled', async ({
  page,
  request,
}) => {
  const { invitee, link } = await aRealInvitation(request, 'raced');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: messages.completeRegistration })).toBeVisible();
  await fillTheForm(page);
  // Completed in another tab meanwhile.
  await completeByApi(request, invitee, PASSWORD);
  await page.getByRole('button', { name: 'Complete Registration' }).click();
  await expect(page.getByRole('alert')).toHaveText(messages.tokenNotValidAnymore);
});
