import { messages, paths } from '@ddp/contract';
import type { Page } from '@playwright/test';
import { field } from './support/fields';
import { newestMailTo, otpauthUriIn } from './support/mail';
import { setMultiConsumer } from './support/operator';
import { aPerson, type Person } from './support/people';
import { registerByApi, sessionOfPage } from './support/portal-api';
import { signIn } from './support/sign-in';
import { membersTable, openTeams, snapshot } from './support/teams-screen';
import { expect, test } from './support/test';

async function anOwnerOnTheTeamsScreen(page: Page, request: Parameters<typeof registerByApi>[0]) {
  const owner = aPerson('inviter');
  await registerByApi(request, owner);
  const uri = otpauthUriIn((await newestMailTo(request, owner.email)).text);
  await signIn(page, owner.email, owner.password, uri);
  await openTeams(page);
  return owner;
}

const failure = (page: Page) => page.getByRole('alert').filter({ hasText: messages.inviteFailed });

async function fillNames(page: Page) {
  await field(page, 'First name').fill('Zoë');
  await field(page, 'Last name').fill("O'Brien");
}

test('the invitation shows Processing... while it is sent and the server refusal on the field', async ({
  page,
  request,
}) => {
  const owner: Person = await anOwnerOnTheTeamsScreen(page, request);
  await page.getByRole('tab', { name: 'Send Invite' }).click();
  // Without multi-consumer authorisation there is no switch: every invitee gets a mail.
  await expect(page.getByRole('switch', { name: messages.assignNormalConsumer })).toHaveCount(0);

  // Hold the call a moment, to see the button while it is on its way.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**${paths.inviteUser}`, async (route) => {
    await held;
    await route.continue();
  });
  await field(page, 'Email').fill(owner.email);
  await fillNames(page);
  await page.getByRole('button', { name: 'Send Invite' }).click();
  const processing = page.getByRole('button', { name: 'Processing...' });
  await expect(processing).toBeDisabled();
  release();

  await expect(failure(page)).toContainText(messages.memberOfYourCompany);
  await expect(page.getByText(messages.memberOfYourCompany)).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Send Invite' })).toBeEnabled();
  // Typing in the field clears the server's message there.
  await field(page, 'Email').fill('someone.else@example.com');
  await expect(page.getByText(messages.memberOfYourCompany)).toHaveCount(1);
});

test('with multi-consumer authorisation an Owner creates dummy consumers without e-mail, up to the limit', async ({
  page,
  request,
}, testInfo) => {
  await anOwnerOnTheTeamsScreen(page, request);
  // The operator switches multi-consumer authorisation on for this company, with room for one.
  await setMultiConsumer(request, (await sessionOfPage(page)).companyId, 1);
  await page.reload();
  await page.getByRole('tab', { name: 'Send Invite' }).click();

  const normalUser = page.getByRole('switch', { name: messages.assignNormalConsumer });
  await expect(normalUser).toBeChecked();
  await expect(field(page, 'Email')).toBeEnabled();
  await field(page, 'Email').fill('typed@example.com');
  await normalUser.uncheck();
  await expect(field(page, 'Email')).toBeDisabled();
  await expect(field(page, 'Email')).toHaveValue('');
  await fillNames(page);
  await snapshot(page, testInfo, 'teams-invite-dummy');

  await page.getByRole('button', { name: 'Send Invite' }).click();
  await expect(page.getByRole('status').filter({ hasText: messages.dummyCreated })).toBeVisible();

  await page.getByRole('switch', { name: messages.assignNormalConsumer }).uncheck();
  await fillNames(page);
  await page.getByRole('button', { name: 'Send Invite' }).click();
  await expect(failure(page)).toContainText(messages.maxConsumersExceeded);
});

test('the list shows Internal Server Error when the server cannot be reached, and recovers', async ({
  page,
  request,
}) => {
  const owner = await anOwnerOnTheTeamsScreen(page, request);
  await page.route(`**${paths.viewListConsumers}`, (route) => route.abort('connectionrefused'));
  await page.reload();
  await expect(page.getByRole('alert')).toContainText(messages.internalError);
  await expect(membersTable(page)).toHaveCount(0);

  await page.unroute(`**${paths.viewListConsumers}`);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(membersTable(page)).toContainText(owner.email);
});
