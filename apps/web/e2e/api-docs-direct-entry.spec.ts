import type { Page } from '@playwright/test';
import { aRegisteredPerson } from './support/accounts';
import {
  displayTextOf,
  oneOperationApi,
  publishCatalogue,
  publishDocument,
  stationsApi,
} from './support/docs-catalogue';
import { ops } from './support/docs-ops';
import { loadDocsOf, serviceSelect, viewerTitle } from './support/docs-screen';
import { signIn } from './support/sign-in';
import { expect, test } from './support/test';

/** The screen's calls for lists and documents, by path, in the order the browser made them. */
function docsCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/\/v1\/ddp\/(list|view)-(basic|advanced)-docs$/.test(pathname)) calls.push(pathname);
  });
  return calls;
}

test('the docs address opened directly shows the first service at once, and a later visit asks again', async ({
  page,
  request,
}) => {
  await publishCatalogue();
  const { person, uri } = await aRegisteredPerson(request, 'docs-direct');
  await signIn(page, person.email, person.password, uri);

  // A reload on the screen: its lists and the first document are asked for while the app starts,
  // and the screen shows those answers without asking for them a second time.
  const calls = docsCalls(page);
  await page.goto('home/view-docs');
  const basic = page.getByRole('tabpanel', { name: 'Basic Services' });
  await expect(serviceSelect(basic)).toHaveValue(displayTextOf(stationsApi));
  await expect(viewerTitle(basic, stationsApi.info.title)).toBeVisible();
  expect(calls.toSorted()).toEqual([
    '/v1/ddp/list-advanced-docs',
    '/v1/ddp/list-basic-docs',
    '/v1/ddp/view-basic-docs',
  ]);

  // Published while the reader is elsewhere: the next visit's list has it.
  await page.getByRole('link', { name: 'Credentials', exact: true }).click();
  await publishDocument('basic', oneOperationApi('zoning-late', 'Zoning Late API', '1.0.0'));
  try {
    await page.getByRole('link', { name: 'API Documentation' }).click();
    await loadDocsOf(page, basic, 'Zoning Late API v1.0.0');
    await expect(viewerTitle(basic, 'Zoning Late API')).toBeVisible();
  } finally {
    await ops('services', 'retire', 'zoning-late');
  }
});
