import { messages } from '@ddp/contract';
import { signedInOwner } from './support/arranged-states';
import { clientWithSecret, grantStatus, rotateInDialog } from './support/client-secrets';
import { serverClockOffset } from './support/server-clock';
import { expect, test } from './support/test';

// Issue 20, part 1: a rotation without downtime from the Credentials screen.

test('rotates a client’s secret: add a second, both work, revoke the first, and see when each was used', async ({
  page,
  request,
}) => {
  const { session } = await signedInOwner(page, request, 'secrets');
  const client = {
    name: 'Rotating service',
    ...(await clientWithSecret(request, session, 'Rotating service')),
  };
  await page.reload();

  await page.getByRole('button', { name: messages.credSecretsOf({ name: client.name }) }).click();
  const dialog = page.getByRole('dialog', { name: messages.credSecretsOf({ name: client.name }) });
  const firstRow = dialog.getByRole('table').getByRole('row').nth(1);
  await expect(firstRow).toContainText(messages.credSecretNumber({ n: 1 }));
  await expect(firstRow).toContainText(messages.credSecretNeverUsed);
  await expect(firstRow).toContainText(messages.credSecretNoExpiry);

  const { rows } = await rotateInDialog(page, request, client);
  // The secret that stays has been used: its row says when, to the second, in GMT.
  await expect(rows.nth(1)).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} GMT/);
  await expect(rows.nth(1)).not.toContainText(messages.credSecretNeverUsed);

  // Closed and opened again, the list is the same; the keyboard's Escape closes it.
  await dialog.getByRole('button', { name: messages.credSecretsDone }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: messages.credSecretsOf({ name: client.name }) }).click();
  await expect(dialog.getByRole('table').getByRole('row')).toHaveCount(2);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('Regenerate Secret replaces both secrets at once', async ({ page, request }) => {
  const { session } = await signedInOwner(page, request, 'secrets-regen');
  const client = {
    name: 'Two-secret service',
    ...(await clientWithSecret(request, session, 'Two-secret service')),
  };
  await page.reload();
  await page.getByRole('button', { name: messages.credSecretsOf({ name: client.name }) }).click();
  const dialog = page.getByRole('dialog', { name: messages.credSecretsOf({ name: client.name }) });
  await dialog.getByRole('button', { name: messages.credAddSecret }).click();
  const added = await page
    .getByTestId(`${messages.credNewSecretOf({ name: client.name })}-field`)
    .inputValue();
  await dialog.getByRole('button', { name: messages.credSecretsDone }).click();

  await page.getByRole('button', { name: messages.credRegenerateSecretOf({ name: client.name }) }).click();
  await page
    .getByRole('dialog', { name: messages.credRegenerateSecretTitle })
    .getByRole('button', { name: messages.credRegenerate, exact: true })
    .click();
  const fresh = await page.getByTestId('client_secret-field').inputValue();
  expect(await grantStatus(request, client.client_id, client.client_secret)).toBe(401);
  expect(await grantStatus(request, client.client_id, added)).toBe(401);
  expect(await grantStatus(request, client.client_id, fresh)).toBe(200);
});

test('adds a secret that expires: the choice, the date it ends, the badge when it ends soon', async ({
  page,
  request,
}) => {
  const { session } = await signedInOwner(page, request, 'secrets-expiry');
  const client = {
    name: 'Expiring service',
    ...(await clientWithSecret(request, session, 'Expiring service')),
  };
  await page.reload();
  await page.getByRole('button', { name: messages.credSecretsOf({ name: client.name }) }).click();
  const dialog = page.getByRole('dialog', { name: messages.credSecretsOf({ name: client.name }) });
  const rows = dialog.getByRole('table').getByRole('row');

  // A date left empty is no choice: the server's message, and nothing added.
  await dialog.getByLabel(messages.credSecretExpires).selectOption({ label: messages.credExpiryOnDate });
  await dialog.getByRole('button', { name: messages.credAddSecret }).click();
  await expect(dialog.getByText(messages.secretExpiryInvalid)).toBeVisible();
  await expect(rows).toHaveCount(2);

  // Through tomorrow: it ends at the next midnight GMT, and is marked as ending soon.
  // Tomorrow by the server's clock, which other journeys may have moved on.
  const tomorrow = new Date(Date.now() + (await serverClockOffset()) + 86_400_000);
  const day = tomorrow.toISOString().slice(0, 10);
  await dialog.getByLabel(messages.credExpiryDate).fill(day);
  await dialog.getByRole('button', { name: messages.credAddSecret }).click();
  await expect(dialog.getByText(messages.secretAdded)).toBeVisible();
  await expect(rows).toHaveCount(3);
  const ends = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  await expect(rows.nth(2)).toContainText(`${ends} 00:00:00 GMT`);
  await expect(rows.nth(2)).toContainText(messages.credExpiresSoon);
  await expect(rows.nth(1)).not.toContainText(messages.credExpiresSoon);
  const added = await page
    .getByTestId(`${messages.credNewSecretOf({ name: client.name })}-field`)
    .inputValue();
  expect(await grantStatus(request, client.client_id, added)).toBe(200);

  // The list marks the client too, once the dialog is closed.
  await dialog.getByRole('button', { name: messages.credSecretsDone }).click();
  const row = page.getByRole('row', { name: new RegExp(client.name) });
  await expect(row).toContainText(messages.credExpiresSoon);
  await page.getByRole('button', { name: messages.credSecretsOf({ name: client.name }) }).click();

  // Revoked, the second one goes, and so does the list's mark.
  await dialog.getByRole('button', { name: messages.credRevokeSecretNumber({ n: 2 }) }).click();
  await dialog
    .getByRole('group', { name: messages.credRevokeSecretNumber({ n: 2 }) })
    .getByRole('button', { name: messages.credRevokeSecretNumber({ n: 2 }) })
    .click();
  await expect(rows).toHaveCount(2);
  expect(await grantStatus(request, client.client_id, added)).toBe(401);
  await page.keyboard.press('Escape');
  await expect(row).not.toContainText(messages.credExpiresSoon);
});

test('generates a client whose first secret expires, or takes the portal’s default without a choice', async ({
  page,
  request,
}) => {
  await signedInOwner(page, request, 'secrets-first');
  await page.getByRole('tab', { name: messages.credGenerateOauth20Credentials }).click();
  const expiry = page.getByLabel(messages.credSecretExpires);
  // The default says what it means: the secret does not expire unless the portal limits it.
  await expect(expiry).toHaveValue('default');
  await expect(page.getByText(messages.credExpiryDefaultHint)).toBeVisible();

  await page.getByLabel(messages.credEnterApplicationName).fill('Quarterly report');
  await expiry.selectOption({ label: messages.credExpiry30 });
  await expect(page.getByText(messages.credExpiryDefaultHint)).toBeHidden();
  await page.getByRole('button', { name: messages.credGenerate, exact: true }).click();
  const created = page.getByRole('dialog', { name: messages.credNewCredentialsGenerated });
  await expect(created.getByText(messages.credentialCreated)).toBeVisible();
  await created.getByRole('button', { name: messages.credIHaveSavedIt }).click();

  // Its one secret ends in 30 days by the server's clock, to the second, in GMT.
  const ends = new Date(Date.now() + (await serverClockOffset()) + 30 * 86_400_000)
    .toISOString()
    .slice(0, 10);
  await page.getByRole('button', { name: messages.credSecretsOf({ name: 'Quarterly report' }) }).click();
  const dialog = page.getByRole('dialog', { name: messages.credSecretsOf({ name: 'Quarterly report' }) });
  await expect(dialog.getByRole('table').getByRole('row').nth(1)).toContainText(
    new RegExp(`${ends} \\d{2}:\\d{2}:\\d{2} GMT`),
  );
  await page.keyboard.press('Escape');

  // Without a choice, as the spec's screen made it: no expiry here, where the portal sets no limit.
  await page.getByRole('tab', { name: messages.credGenerateOauth20Credentials }).click();
  await expect(page.getByLabel(messages.credSecretExpires)).toHaveValue('default');
  await page.getByLabel(messages.credEnterApplicationName).fill('Forever service');
  await page.getByRole('button', { name: messages.credGenerate, exact: true }).click();
  await page
    .getByRole('dialog', { name: messages.credNewCredentialsGenerated })
    .getByRole('button', { name: messages.credIHaveSavedIt })
    .click();
  await page.getByRole('button', { name: messages.credSecretsOf({ name: 'Forever service' }) }).click();
  await expect(
    page
      .getByRole('dialog', { name: messages.credSecretsOf({ name: 'Forever service' }) })
      .getByRole('table')
      .getByRole('row')
      .nth(1),
  ).toContainText(messages.credSecretNoExpiry);
});
