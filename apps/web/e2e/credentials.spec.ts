import { messages } from '@ddp/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import { anInvitee, completeByApi, inviteByApi, LOGIN_DETAILS_SUBJECT } from './support/invitations';
import { newestMailTo, otpauthUriIn } from './support/mail';
import { mailWithSubject } from './support/mail-subjects';
import { setMultiConsumer } from './support/operator';
import { aPerson } from './support/people';
import { createClientByApi, registerByApi, signInByApi } from './support/portal-api';
import { signIn } from './support/sign-in';
import { expect, test } from './support/test';

/** A client_credentials grant as an API client makes it, to prove a secret really works. */
async function grantStatus(request: APIRequestContext, clientId: string, secret: string): Promise<number> {
  const response = await request.post('/oauth2/token', {
    form: { grant_type: 'client_credentials', client_id: clientId, client_secret: secret },
  });
  return response.status();
}

const TRANSFER_SUBJECT = 'A credential was transferred to you';

const fieldValue = (page: Page, label: string) => page.getByTestId(`${label}-field`).inputValue();

test('generate, use, regenerate, transfer, view once and delete credentials', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const owner = aPerson('creds');
  await registerByApi(request, owner);
  const ownerUri = otpauthUriIn((await newestMailTo(request, owner.email)).text);
  const ownerApi = await signInByApi(request, owner.email, owner.password, ownerUri);
  const colleague = anInvitee('Ada', 'Colleague');
  await inviteByApi(request, ownerApi, colleague);
  await completeByApi(request, colleague, owner.password);
  const colleagueUri = otpauthUriIn(
    (await mailWithSubject(request, colleague.email, LOGIN_DETAILS_SUBJECT)).text,
  );

  // Generate: the secret is shown once, with the warning, and then the list shows the client.
  await signIn(page, owner.email, owner.password, ownerUri);
  await page.getByRole('tab', { name: 'Generate OAuth2.0 Credentials' }).click();
  await page.getByLabel('Enter Application Name').fill('Weather dashboard');
  await page.getByRole('button', { name: 'Generate' }).click();
  const created = page.getByRole('dialog', { name: 'New credentials generated' });
  await expect(created.getByText(messages.credentialCreated)).toBeVisible();
  const clientId = await fieldValue(page, 'client_id');
  const firstSecret = await fieldValue(page, 'client_secret');
  expect(clientId).toMatch(/^ddp-[0-9a-f]{32}$/);
  await created.getByRole('button', { name: 'I have saved it' }).click();
  await expect(page.getByRole('tab', { name: 'View Personal Credentials' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('row', { name: /Weather dashboard/ })).toBeVisible();
  expect(await grantStatus(request, clientId, firstSecret)).toBe(200);

  // Regenerate: the new secret is shown once; the old one stops working at once.
  await page.getByRole('button', { name: 'Regenerate secret of Weather dashboard' }).click();
  await page
    .getByRole('dialog', { name: 'Regenerate secret' })
    .getByRole('button', { name: 'Regenerate' })
    .click();
  const regenerated = page.getByRole('dialog', { name: 'New secret generated' });
  await expect(regenerated).toBeVisible();
  const secondSecret = await fieldValue(page, 'client_secret');
  expect(secondSecret).not.toBe(firstSecret);
  await regenerated.getByRole('button', { name: 'I have saved it' }).click();
  expect(await grantStatus(request, clientId, firstSecret)).toBe(401);
  expect(await grantStatus(request, clientId, secondSecret)).toBe(200);

  // Transfer to the colleague: it leaves the owner's list.
  await page.getByRole('button', { name: 'Transfer Weather dashboard' }).click();
  const transfer = page.getByRole('dialog', { name: 'Transfer credentials' });
  await transfer.getByLabel('Team member (e-mail)').click();
  await page.getByRole('option', { name: colleague.email }).click();
  await transfer.getByRole('button', { name: 'Transfer Creds' }).click();
  await expect(page.getByText(messages.transferred)).toBeVisible();
  await expect(page.getByRole('row', { name: /Weather dashboard/ })).toHaveCount(0);
  expect(await grantStatus(request, clientId, secondSecret)).toBe(401);

  // The colleague is mailed where to view it once; the mail carries no secret.
  const notice = await mailWithSubject(request, colleague.email, TRANSFER_SUBJECT);
  expect(notice.text).toContain(`transferred this credential to you`);
  expect(notice.text).toContain(`Weather dashboard (client_id ${clientId})`);
  for (const secret of [firstSecret, secondSecret]) expect(notice.text).not.toContain(secret);
  const viewLink = /\/dev-portal\/(home\/view-credentials\?tab=one-time)/.exec(notice.text)?.[1];
  expect(viewLink).toBeDefined();

  // The colleague sees a count on View Secret(1-time); the mailed link opens that tab, where the
  // secret is viewed once, and then the count and the row are gone.
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const other = await context.newPage();
  await signIn(other, colleague.email, owner.password, colleagueUri);
  const oneTimeTab = other.getByRole('tab', {
    name: /^View Secret\(1-time\) \(1 secret waiting to be viewed\)$/,
  });
  await expect(oneTimeTab).toBeVisible();
  await expect(oneTimeTab.getByTestId('one-time-count')).toHaveText('1');
  await other.goto(viewLink!);
  await expect(oneTimeTab).toHaveAttribute('aria-selected', 'true');
  await expect(other.getByRole('row', { name: /Weather dashboard/ })).toBeVisible();
  await other.getByRole('button', { name: 'View Secret' }).click();
  await other
    .getByRole('dialog', { name: 'View secret' })
    .getByRole('button', { name: 'Show the secret' })
    .click();
  const shown = other.getByRole('dialog', { name: 'Your secret' });
  await expect(shown).toBeVisible();
  const thirdSecret = await fieldValue(other, 'client_secret');
  await shown.getByRole('button', { name: 'I have saved it' }).click();
  await expect(other.getByText('No credentials are waiting for you.')).toBeVisible();
  await expect(other.getByTestId('one-time-count')).toHaveCount(0);
  expect(await grantStatus(request, clientId, thirdSecret)).toBe(200);

  // Now it is the colleague's own; deleting it ends it.
  await other.getByRole('tab', { name: 'View Personal Credentials' }).click();
  await other.getByRole('button', { name: 'Delete Weather dashboard' }).click();
  await other
    .getByRole('dialog', { name: 'Delete credentials' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(other.getByText(messages.credentialDeleted)).toBeVisible();
  await expect(other.getByRole('row', { name: /Weather dashboard/ })).toHaveCount(0);
  expect(await grantStatus(request, clientId, thirdSecret)).toBe(401);
  await context.close();
});

test("the team tab lists the company's clients and explains a missing permission", async ({
  page,
  request,
}) => {
  const owner = aPerson('team-creds');
  await registerByApi(request, owner);
  const uri = otpauthUriIn((await newestMailTo(request, owner.email)).text);
  await signIn(page, owner.email, owner.password, uri);
  await page.getByRole('tab', { name: 'Generate OAuth2.0 Credentials' }).click();
  await page.getByRole('button', { name: 'Generate' }).click();
  await expect(page.getByText(messages.applicationNameRequired)).toBeVisible();
  await page.getByLabel('Enter Application Name').fill('Fleet map');
  await page.getByRole('button', { name: 'Generate' }).click();
  await page
    .getByRole('dialog', { name: 'New credentials generated' })
    .getByRole('button', { name: 'I have saved it' })
    .click();
  await page.getByRole('tab', { name: "View Team's Credentials" }).click();
  await page.getByRole('row', { name: 'Open the secret of Fleet map' }).click();
  await expect(page.getByText(messages.noSecretPermission)).toBeVisible();
});

test('Regenerate Secret in the team dialog asks first, naming whose client it is', async ({
  page,
  request,
}) => {
  const owner = aPerson('team-regen');
  await registerByApi(request, owner);
  const ownerUri = otpauthUriIn((await newestMailTo(request, owner.email)).text);
  const ownerApi = await signInByApi(request, owner.email, owner.password, ownerUri);
  await setMultiConsumer(request, ownerApi.companyId, 2);
  const colleague = anInvitee('Cleo', 'Holder');
  await inviteByApi(request, ownerApi, colleague);
  await completeByApi(request, colleague, owner.password);
  const colleagueUri = otpauthUriIn(
    (await mailWithSubject(request, colleague.email, LOGIN_DETAILS_SUBJECT)).text,
  );
  const colleagueApi = await signInByApi(request, colleague.email, owner.password, colleagueUri);
  await createClientByApi(request, colleagueApi, 'Cleo app');

  await signIn(page, owner.email, owner.password, ownerUri);
  await page.getByRole('tab', { name: "View Team's Credentials" }).click();
  await page.getByRole('row', { name: 'Open the secret of Cleo app' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cleo app' });
  const before = await dialog.getByTestId('client_secret-field').inputValue();

  // Cancel changes nothing.
  await dialog.getByRole('button', { name: 'Regenerate Secret' }).click();
  const confirm = page.getByRole('dialog', { name: 'Regenerate secret' });
  await expect(confirm).toContainText(`Regenerate the secret of Cleo app, the client of ${colleague.email}?`);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(dialog.getByTestId('client_secret-field')).toHaveValue(before);
  expect(await grantStatus(request, await clientIdIn(dialog), before)).toBe(200);

  // Confirmed, the colleague's secret is replaced.
  await dialog.getByRole('button', { name: 'Regenerate Secret' }).click();
  await confirm.getByRole('button', { name: 'Regenerate', exact: true }).click();
  await expect(dialog.getByRole('status')).toHaveText(messages.secretRegenerated);
  await expect(dialog.getByTestId('client_secret-field')).not.toHaveValue(before);
  expect(await grantStatus(request, await clientIdIn(dialog), before)).toBe(401);
});

const clientIdIn = (dialog: ReturnType<Page['getByRole']>) =>
  dialog.getByTestId('client_id-field').inputValue();
