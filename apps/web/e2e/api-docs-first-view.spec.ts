import { messages, paths } from '@ddp/contract';
import { signedInOwner } from './support/arranged-states';
import { holdRequests } from './support/code-held';
import { publishCatalogue } from './support/docs-catalogue';
import { createClientByApi } from './support/portal-api';
import { expect, test } from './support/test';

// Issue 19, part 6: the API documentation screen draws its top, the quickstart, before it
// downloads the viewer (Swagger UI, about 400 KB) for the documents below it. On a slow phone the
// examples no longer share the connection with the viewer.

const VIEWER_CODE = /\/assets\/(openapi-viewer|viewer-code-client|viewer-code-libraries)-[^/]*\.js$/;

test('the viewer downloads only once the quickstart is drawn, then shows the document', async ({
  page,
  request,
}) => {
  await publishCatalogue();
  const { session } = await signedInOwner(page, request, 'docs-first-view');
  await createClientByApi(request, session, 'First view');
  await page.goto('about:blank');

  const viewerAsked: number[] = [];
  page.on('request', (call) => {
    if (VIEWER_CODE.test(new URL(call.url()).pathname)) viewerAsked.push(Date.now());
  });
  // The quickstart waits for the token service's metadata; the documents' calls are not held.
  const release = await holdRequests(page, `**${paths.oauthMetadata}`);
  const documentIn = page.waitForResponse((reply) => new URL(reply.url()).pathname === paths.viewBasicDocs);
  await page.goto('home/view-docs');
  await documentIn;

  await expect(page.getByRole('status', { name: messages.kitLoadingTheQuickstart })).toBeVisible();
  await expect(page.getByRole('status', { name: messages.docsLoadingTheDocumentationViewer })).toBeVisible();
  // The document is in and its section drawn: the old screen asked for the viewer here.
  await page.waitForTimeout(1000);
  expect(viewerAsked).toEqual([]);

  const released = Date.now();
  release();
  await expect(page.getByTestId('quickstart-curl')).toContainText("CLIENT_ID='ddp-");
  await expect(page.locator('.swagger-ui .opblock').first()).toBeVisible();
  expect(viewerAsked.length).toBeGreaterThan(0);
  expect(Math.min(...viewerAsked)).toBeGreaterThanOrEqual(released);
});
