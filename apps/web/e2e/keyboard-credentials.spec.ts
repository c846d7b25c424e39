import { messages } from '@ddp/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import { anInvitee, completeByApi, inviteByApi, LOGIN_DETAILS_SUBJECT } from './support/invitations';
import { chooseOption, tabTo, typeInto } from './support/keyboard';
import { newestMailTo, otpauthUriIn } from './support/mail';
import { mailWithSubject } from './support/mail-subjects';
import { setMultiConsumer } from './support/operator';
import { aPerson } from './support/people';
import { createClientByApi, registerByApi, signInByApi } from './support/portal-api';
import { signIn } from './support/sign-in';
import { expect, test } from './support/test';

// Issue 8 part 7: the credentials with the keyboard alone (rules in support/keyboard.ts).

/** A client_credentials grant as an API client makes it, to prove a secret really works. */
async function grantStatus(request: APIRequestContext, clientId: string, secret: string): Promise<number> {
  const response = await request.post('/oauth2/token', {
    form: { grant_type: 'client_credentials', client_id: clientId, client_secret: secret },
  });
  return response.status();
}

const fieldValue = (page: Page, label: string) => page.getByTestId(`${label}-field`).inputValue();

/**
 * Moves along the tab list with the arrows until the named tab is selected. The name may go on
 * with a count ('View Secret(1-time) (1 secret waiting to be viewed)').
 */
async function selectTab(page: Page, name: string) {
  const tabs = page.getByRole('tab');
  await tabTo(page, page.getByRole('tab', { selected: true }), 'Shift+Tab');
  const wanted = page.getByRole('tab', { name: new RegExp(`^${name.replace(/[()'.]/g, '\\$&')}( \\(|$)`) });
  for (let presses = 0; presses < (await tabs.count()); presses += 1) {
    if ((await wanted.getAttribute('aria-selected')) === 'true') break;
    await page.keyboard.press('ArrowRight');
  }
  await expect(wanted).toHaveAttribute('aria-selected', 'true');
}

test('generate, read the secret, regenerate, transfer, view once and delete with the keyboard alone', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const owner = aPerson('kb-creds');
  await registerByApi(request, owner);
  const ownerUri = otpauthUriIn((await newestMailTo(request, owner.email)).text);
  const ownerApi = await signInByApi(request, owner.email, owner.password, ownerUri);
  const colleague = anInvitee('Kira', 'Keys');
  await inviteByApi(request, ownerApi, colleague);
  await completeByApi(request, colleague, owner.password);
  const colleagueUri = otpauthUriIn(
    (await mailWithSubject(request, colleague.email, LOGIN_DETAILS_SUBJECT)).text,
  );
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);

  // Generate: Enter in the name field; the secret's show/hide toggle and copy button are reached
  // with Tab inside the shown-once dialog.
  await signIn(page, owner.email, owner.password, ownerUri);
  await selectTab(page, 'Generate OAuth2.0 Credentials');
  await typeInto(page, page.getByRole('textbox', { name: 'Enter Application Name' }), 'Keyboard app');
  await page.keyboard.press('Enter');
  const created = page.getByRole('dialog', { name: 'New credentials generated' });
  await expect(created.getByText(messages.credentialCreated)).toBeVisible();
  const clientId = await fieldValue(page, 'client_id');
  const firstSecret = await fieldValue(page, 'client_secret');
  const secretInput = created.getByTestId('client_secret-field');
  await expect(secretInput).toHaveAttribute('type', 'password');
  await tabTo(page, created.getByRole('button', { name: 'Toggle password visibility' }));
  await page.keyboard.press('Space');
  await expect(secretInput).toHaveAttribute('type', 'text');
  await tabTo(page, created.getByRole('button', { name: 'Copy client_secret' }));
  await page.keyboard.press('Enter');
  await expect(created.getByRole('button', { name: 'client_secret copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(firstSecret);
  await tabTo(page, created.getByRole('button', { name: 'I have saved it' }));
  await page.keyboard.press('Enter');
  await expect(created).toBeHidden();
  await expect(page.getByRole('row', { name: /Keyboard app/ })).toBeVisible();
  expect(await grantStatus(request, clientId, firstSecret)).toBe(200);

  // Regenerate: the confirmation, then the new secret once; the focus goes back to the row's
  // button, so the keyboard user goes on from where they were.
  const regenerate = page.getByRole('button', { name: 'Regenerate secret of Keyboard app' });
  await tabTo(page, regenerate);
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Regenerate secret' });
  await tabTo(page, confirm.getByRole('button', { name: 'Regenerate' }));
  await page.keyboard.press('Enter');
  const regenerated = page.getByRole('dialog', { name: 'New secret generated' });
  await expect(regenerated).toBeVisible();
  const secondSecret = await fieldValue(page, 'client_secret');
  expect(secondSecret).not.toBe(firstSecret);
  await tabTo(page, regenerated.getByRole('button', { name: 'I have saved it' }));
  await page.keyboard.press('Space');
  await expect(regenerated).toBeHidden();
  await expect(regenerate).toBeFocused();
  expect(await grantStatus(request, clientId, firstSecret)).toBe(401);
  expect(await grantStatus(request, clientId, secondSecret)).toBe(200);

  // Transfer: the colleague is chosen in the searchable select by typing part of the address.
  await tabTo(page, page.getByRole('button', { name: 'Transfer Keyboard app' }));
  await page.keyboard.press('Enter');
  const transfer = page.getByRole('dialog', { name: 'Transfer credentials' });
  await chooseOption(
    page,
    transfer.getByRole('combobox', { name: 'Team member (e-mail)' }),
    colleague.email,
    colleague.email.slice(0, 12),
  );
  await tabTo(page, transfer.getByRole('button', { name: 'Transfer Creds' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText(messages.transferred)).toBeVisible();
  await expect(page.getByRole('row', { name: /Keyboard app/ })).toHaveCount(0);
  // The row and its button are gone: the focus goes to the list's tab, not to the start of the page.
  await expect(page.getByRole('tab', { name: 'View Personal Credentials' })).toBeFocused();

  // The colleague views the secret once from the keyboard, then deletes the credential.
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const other = await context.newPage();
  await signIn(other, colleague.email, owner.password, colleagueUri);
  await selectTab(other, 'View Secret(1-time)');
  await tabTo(other, other.getByRole('button', { name: 'View Secret' }));
  await other.keyboard.press('Enter');
  await tabTo(
    other,
    other.getByRole('dialog', { name: 'View secret' }).getByRole('button', { name: 'Show the secret' }),
  );
  await other.keyboard.press('Enter');
  const shown = other.getByRole('dialog', { name: 'Your secret' });
  await expect(shown).toBeVisible();
  const thirdSecret = await fieldValue(other, 'client_secret');
  await tabTo(other, shown.getByRole('button', { name: 'I have saved it' }));
  await other.keyboard.press('Enter');
  await expect(other.getByText('No credentials are waiting for you.')).toBeVisible();
  expect(await grantStatus(request, clientId, thirdSecret)).toBe(200);

  // The team's credentials: a row opens with Enter, Escape closes it and the focus is back on the row.
  await selectTab(other, "View Team's Credentials");
  const teamRow = other.getByRole('row', { name: 'Open the secret of Keyboard app' });
  await tabTo(other, teamRow);
  await other.keyboard.press('Enter');
  const teamDialog = other.getByRole('dialog', { name: 'Keyboard app' });
  await expect(teamDialog).toBeVisible();
  await other.keyboard.press('Escape');
  await expect(teamDialog).toBeHidden();
  await expect(teamRow).toBeFocused();

  await selectTab(other, 'View Personal Credentials');
  await tabTo(other, other.getByRole('button', { name: 'Delete Keyboard app' }));
  await other.keyboard.press('Enter');
  const deletion = other.getByRole('dialog', { name: 'Delete credentials' });
  await tabTo(other, deletion.getByRole('button', { name: 'Delete' }));
  await other.keyboard.press('Enter');
  await expect(other.getByText(messages.credentialDeleted)).toBeVisible();
  await expect(other.getByRole('tab', { name: 'View Personal Credentials' })).toBeFocused();
  await expect(other.getByRole('row', { name: /Keyboard app/ })).toHaveCount(0);
  expect(await grantStatus(request, clientId, thirdSecret)).toBe(401);
  await context.close();
});

test('an Owner of a multi-consumer company shows, hides and regenerates a team secret with the keyboard alone', async ({
  page,
  request,
}) => {
  const owner = aPerson('kb-team-secret');
  await registerByApi(request, owner);
  const ownerUri = otpauthUriIn((await newestMailTo(request, owner.email)).text);
  const ownerApi = await signInByApi(request, owner.email, owner.password, ownerUri);
  // Team secrets are shown only to Owners of multi-consumer companies (spec section 6).
  await setMultiConsumer(request, ownerApi.companyId, 2);
  const clientId = await createClientByApi(request, ownerApi, 'Team app');

  await signIn(page, owner.email, owner.password, ownerUri);
  await selectTab(page, "View Team's Credentials");
  const teamRow = page.getByRole('row', { name: 'Open the secret of Team app' });
  await tabTo(page, teamRow);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Team app' });
  await expect(dialog).toBeVisible();

  // The secret is masked; the toggle shows it and hides it again with Space.
  const secret = dialog.getByTestId('client_secret-field');
  await expect(secret).toHaveAttribute('type', 'password');
  const firstSecret = await secret.inputValue();
  expect(await grantStatus(request, clientId, firstSecret)).toBe(200);
  const toggle = dialog.getByRole('button', { name: 'Toggle password visibility' });
  await tabTo(page, toggle);
  await page.keyboard.press('Space');
  await expect(secret).toHaveAttribute('type', 'text');
  await page.keyboard.press('Space');
  await expect(secret).toHaveAttribute('type', 'password');

  // Regenerate Secret with Enter, confirmed (the focus starts on Cancel): the new secret is
  // announced, differs and is the one that works.
  const regenerate = dialog.getByRole('button', { name: 'Regenerate Secret' });
  await tabTo(page, regenerate);
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Regenerate secret' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await tabTo(page, confirm.getByRole('button', { name: 'Regenerate', exact: true }));
  await page.keyboard.press('Enter');
  await expect(confirm).toBeHidden();
  await expect(dialog.getByRole('status')).toHaveText(messages.secretRegenerated);
  await expect(secret).not.toHaveValue(firstSecret);
  const secondSecret = await secret.inputValue();
  expect(await grantStatus(request, clientId, firstSecret)).toBe(401);
  expect(await grantStatus(request, clientId, secondSecret)).toBe(200);
  // The keyboard user is still in the dialog, on the button they pressed.
  await expect(regenerate).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(teamRow).toBeFocused();
});
