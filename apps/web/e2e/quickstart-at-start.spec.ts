import { messages, paths } from '@ddp/contract';
import type { Page } from '@playwright/test';
import { signedInOwner } from './support/arranged-states';
import { openWithCodeHeld } from './support/code-held';
import { publishCatalogue } from './support/docs-catalogue';
import { registerFrontendApp } from './support/operator';
import { createClientByApi } from './support/portal-api';
import { expect, test } from './support/test';

// Issue 19, part 6: a screen with the quickstart, opened by its address, asks for the reader's
// clients, and then the token service's metadata and the live API's document, while its code
// downloads. When they are in first, the quickstart never draws a placeholder (neither the client
// list's nor the examples'), and nothing is asked for a second time, not even by the catalogue
// below it, which shows the same live API's document.

/** Notes in the page whether one of the quickstart's loading placeholders was ever in it. */
async function watchForPlaceholder(page: Page): Promise<void> {
  await page.addInitScript(
    (labels) => {
      const seen = () =>
        labels.some((label) => document.querySelector(`[role="status"][aria-label="${label}"]`) !== null);
      new MutationObserver(() => {
        if (seen()) document.documentElement.dataset.placeholderSeen = 'yes';
      }).observe(document, { subtree: true, childList: true });
    },
    [messages.kitLoadingYourClients, messages.kitLoadingTheQuickstart],
  );
}

for (const screen of [
  { name: 'API documentation', path: 'home/view-docs', code: '**/catalogue-page-*.js' },
  // With an app, whose client choice asks for the same list: one request serves both.
  {
    name: 'Front-end Apps',
    path: 'home/view-frontend-apps',
    code: '**/frontend-apps-page-*.js',
    withApp: true,
  },
]) {
  test(`${screen.name} opened by its address draws the quickstart with the clients asked for at start`, async ({
    page,
    request,
  }) => {
    // The catalogue publishes the live API, whose document the examples end with.
    await publishCatalogue();
    const { session } = await signedInOwner(page, request, 'quickstart-at-start');
    await createClientByApi(request, session, 'At start');
    if ('withApp' in screen) {
      await registerFrontendApp(request, session.companyId, 'Environment Stations', '/demo-apps/stations/');
    }
    await watchForPlaceholder(page);

    // The screen's code waits until the calls asked for at start have come back, as on a slow phone.
    const made = await openWithCodeHeld(page, {
      path: screen.path,
      code: screen.code,
      awaited: [paths.viewCredentials, paths.oauthMetadata, paths.viewBasicDocs],
      counted: [paths.viewCredentials, paths.oauthMetadata, paths.listBasicDocs, paths.viewBasicDocs],
    });

    await expect(page.getByText(/CLIENT_ID='ddp-/).first()).toBeVisible();
    if ('withApp' in screen) {
      // The page asks for its client choice once its apps are in, and opens the app with the first
      // client: by then every part of the screen has had its chance to ask again.
      await expect(
        page.frameLocator('iframe[title="Front-end app: Environment Stations"]').getByRole('heading', {
          name: 'Environment stations',
        }),
      ).toBeVisible();
    }
    expect(await page.evaluate(() => document.documentElement.dataset.placeholderSeen)).toBeUndefined();
    expect(made.get(paths.viewCredentials)).toBe(1);
    expect(made.get(paths.oauthMetadata)).toBe(1);
    // The live API's list and document: on API documentation the catalogue shows the same ones,
    // and the screen and its quickstart share one call each.
    expect(made.get(paths.listBasicDocs)).toBe(1);
    expect(made.get(paths.viewBasicDocs)).toBe(1);
  });
}
