import { messages, paths } from '@ddp/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import { type ApiSession, postEncrypted, sessionHeaders } from './portal-api';
import { expect } from './test';

/** A client of the session's person made through the API, with the secret shown at its creation. */
export async function clientWithSecret(request: APIRequestContext, session: ApiSession, name: string) {
  const reply = await postEncrypted(
    request,
    paths.createCredentials,
    { applicationName: name, consumerId: session.consumerId },
    sessionHeaders(session),
  );
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body.data as { client_id: string; client_secret: string };
}

/** A client_credentials grant as a running service makes it. */
export async function grantStatus(request: APIRequestContext, clientId: string, secret: string) {
  const response = await request.post(paths.oauthToken, {
    form: { grant_type: 'client_credentials', client_id: clientId, client_secret: secret },
  });
  return response.status();
}

/**
 * Rotates a client's secret through its secrets dialog, as issue 20 describes: a second secret is
 * added and shown once, both work, the first is revoked after a question, and only the new one
 * works. Returns the new secret.
 */
export async function rotateInDialog(
  page: Page,
  request: APIRequestContext,
  client: { name: string; client_id: string; client_secret: string },
) {
  const dialog = page.getByRole('dialog', { name: messages.credSecretsOf({ name: client.name }) });
  const rows = dialog.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(2); // the header and the only secret
  await expect(dialog.getByText(messages.credOnlySecretStays)).toBeVisible();
  await expect(
    dialog.getByRole('button', { name: messages.credRevokeSecretNumber({ n: 1 }) }),
  ).toBeDisabled();

  await dialog.getByRole('button', { name: messages.credAddSecret }).click();
  await expect(dialog.getByText(messages.secretAdded)).toBeVisible();
  const added = await page
    .getByTestId(`${messages.credNewSecretOf({ name: client.name })}-field`)
    .inputValue();
  expect(added).toMatch(/^[A-Za-z0-9_-]{43}$/);
  await expect(rows).toHaveCount(3);
  await expect(dialog.getByRole('button', { name: messages.credAddSecret })).toBeDisabled();
  await expect(dialog.getByText(messages.credTwoSecretsAtMost)).toBeVisible();
  expect(await grantStatus(request, client.client_id, client.client_secret)).toBe(200);
  expect(await grantStatus(request, client.client_id, added)).toBe(200);

  await dialog.getByRole('button', { name: messages.credRevokeSecretNumber({ n: 1 }) }).click();
  await expect(dialog.getByText(messages.credRevokeSecretQuestion({ n: 1 }))).toBeVisible();
  await dialog
    .getByRole('group', { name: messages.credRevokeSecretNumber({ n: 1 }) })
    .getByRole('button', { name: messages.credRevokeSecretNumber({ n: 1 }) })
    .click();
  await expect(rows).toHaveCount(2);
  await expect(dialog.getByText(messages.credOnlySecretStays)).toBeVisible();
  await expect(dialog.getByRole('button', { name: messages.credAddSecret })).toBeEnabled();
  expect(await grantStatus(request, client.client_id, client.client_secret)).toBe(401);
  expect(await grantStatus(request, client.client_id, added)).toBe(200);
  return { dialog, rows, added };
}
