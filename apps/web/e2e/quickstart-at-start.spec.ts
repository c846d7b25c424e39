import { messages, paths } from '@ddp/contract';
import type { Page } from '@playwright/test';
import { signedInOwner } from './support/arranged-states';
import { createClientByApi } from './support/portal-api';
import { expect, test } from './support/test';

// Issue 19, part 6: a screen with the quickstart, opened by its address, asks for the reader's
// clients while its code downloads. When the list is in first, the quickstart never draws the
// client list's placeholder, and the same list is not asked for a second time.

/** Notes in the page whether the quickstart's loading placeholder was ever in it. */
async function watchForPlaceholder(page: Page): Promise<void> {
  await page.addInitScript((label) => {
    const seen = () => document.querySelector(`[role="status"][aria-label="${label}"]`) !== null;
    new MutationObserver(() => {
      if (seen()) document.documentElement.dataset.placeholderSeen = 'yes';
    }).observe(document, { subtree: true, childList: true });
  }, messages.kitLoadingYourClients);
}

for (const screen of [
  { name: 'API documentation', path: 'home/view-docs', code: '**/catalogue-page-*.js' },
  { name: 'Front-end Apps', path: 'home/view-frontend-apps', code: '**/frontend-apps-page-*.js' },
]) {
  test(`${screen.name} opened by its address draws the quickstart with the clients asked for at start`, async ({
    page,
    request,
  }) => {
    const { session } = await signedInOwner(page, request, 'quickstart-at-start');
    await createClientByApi(request, session, 'At start');
    await watchForPlaceholder(page);

    // The screen's code waits until the client list has come back, as on a slow phone.
    const listCalls: string[] = [];
    page.on('request', (call) => {
      if (call.url().endsWith(paths.viewCredentials)) listCalls.push(call.url());
    });
    const listed = page.waitForResponse((reply) => reply.url().endsWith(paths.viewCredentials));
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(screen.code, async (route) => {
      await held;
      await route.fallback();
    });
    await page.goto(screen.path);
    expect((await listed).status()).toBe(200);
    release();

    await expect(page.getByText(/CLIENT_ID='ddp-/).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.dataset.placeholderSeen)).toBeUndefined();
    expect(listCalls).toHaveLength(1);
  });
}
