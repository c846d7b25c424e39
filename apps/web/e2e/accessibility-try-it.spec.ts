import { openFromMenu, signedInOwner } from './support/arranged-states';
import { expectAccessible } from './support/axe';
import { displayTextOf, publishCatalogue, stationsApi } from './support/docs-catalogue';
import { expectDocumentShown, loadDocsOf } from './support/docs-screen';
import { createClientByApi } from './support/portal-api';
import { expect, test } from './support/test';

// Issue 8 part 7, API documentation with a client of one's own: the Try it panel in each of its
// states and Swagger UI opened up, down to the table of a live response. The screen without a
// client is checked in accessibility-home.spec.ts.

test('API documentation: Try it with a client, and an operation tried out in Swagger UI', async ({
  page,
  request,
}) => {
  // Sixteen axe runs over Swagger UI's large page, the response's highlighted body the largest: on
  // a loaded machine they alone have taken two minutes (a limit for a hang, not a speed target).
  test.setTimeout(240_000);
  await publishCatalogue();
  const { session } = await signedInOwner(page, request, 'a11y-try-it');
  await createClientByApi(request, session, 'Station explorer');

  await openFromMenu(page, 'API Documentation', /\/home\/view-docs$/);
  // The quickstart above arrives with its own calls; its examples are awaited, as a reader sees the
  // screen settle, before a select below is opened.
  await expect(page.getByRole('button', { name: 'Copy curl example' })).toBeVisible();
  const basic = page.getByRole('tabpanel', { name: 'Basic Services' });
  await loadDocsOf(page, basic, displayTextOf(stationsApi));
  // Swagger UI is a large chunk: on a busy machine it may take a while to render.
  await expectDocumentShown(basic, stationsApi.info.title, 30_000);
  const client = page.getByRole('combobox', { name: 'Client for Try it out' });
  await expect(client).toHaveValue(/^Station explorer/);
  await expectAccessible(page, 'API documentation, Try it with a client');

  await client.click();
  await expect(page.getByRole('option', { name: /^Station explorer/ })).toBeVisible();
  await expectAccessible(page, 'Try it, the client list open');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('option', { name: /^Station explorer/ })).toBeHidden();

  await page.getByRole('button', { name: 'Use my credentials' }).click();
  await expect(page.getByText("An access token of 'Station explorer' is filled in")).toBeVisible();
  await expectAccessible(page, 'Try it, the token notice');

  // Swagger UI's Authorize dialog shows the token's scheme as authorised.
  await basic
    .getByRole('button', { name: /Authorize/ })
    .first()
    .click();
  const authorize = page.locator('.swagger-ui .modal-ux');
  await expect(authorize.getByText('bearerAuth', { exact: false }).first()).toBeVisible();
  await expectAccessible(page, 'Swagger UI, Authorize dialog');
  await authorize.locator('.close-modal').click();
  await expect(authorize).toBeHidden();

  // The operation with parameters: their fields appear with Try it out.
  const operation = basic.locator('.opblock', {
    has: page.locator('[data-path="/stations/{stationId}/measurements"]'),
  });
  await operation.locator('.opblock-summary-control').click();
  await expect(operation.getByRole('button', { name: 'Try it out' })).toBeVisible();
  await expectAccessible(page, 'Swagger UI, an operation expanded');

  await operation.getByRole('button', { name: 'Try it out' }).click();
  await expect(operation.getByRole('button', { name: 'Execute' })).toBeVisible();
  await expectAccessible(page, 'Swagger UI, Try it out with its parameters');

  const [response] = await Promise.all([
    page.waitForResponse((reply) => new URL(reply.url()).pathname.startsWith('/v1/sample/stations/')),
    operation.getByRole('button', { name: 'Execute' }).click(),
  ]);
  expect(response.status()).toBe(200);
  await expect(operation.locator('.live-responses-table td.response-col_status:not(.col_header)')).toHaveText(
    '200',
  );
  await expectAccessible(page, 'Swagger UI, the response of Execute');
});
