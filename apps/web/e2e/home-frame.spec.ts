import { messages } from '@ddp/contract';
import type { Page } from '@playwright/test';
import { signedInOwner } from './support/arranged-states';
import { holdRequests } from './support/code-held';
import { expect, test } from './support/test';

// Issue 19, part 6: a signed-in address opened on a slow connection shows the portal's header at
// once, while the /home layout's code is still on its way, not a blank page; the mark stays where
// the layout then draws it.

const brandBox = async (page: Page) =>
  page.getByRole('banner').getByText(messages.layoutDeveloperPortal, { exact: true }).boundingBox();

/**
 * The mark's box once it is drawn. The first render runs in slices beside the test, and it may
 * replace the element between finding it and measuring it: that read is null, and is taken again.
 */
async function drawnBrandBox(page: Page) {
  let box: Awaited<ReturnType<typeof brandBox>> = null;
  await expect
    .poll(async () => {
      box = await brandBox(page);
      return box;
    })
    .not.toBeNull();
  return box;
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`a signed-in address shows the header while its code loads (${viewport.width} px)`, async ({
    page,
    request,
  }) => {
    await signedInOwner(page, request, 'home-frame');
    await page.setViewportSize(viewport);
    await page.goto('about:blank');
    const release = await holdRequests(page, '**/assets/{home-layout,screens-kit}-*.js');
    await page.goto('home/view-teams');

    await expect(page.getByRole('status', { name: messages.kitLoading })).toBeVisible();
    await expect(page.getByRole('banner').getByText(messages.layoutDeveloperPortal)).toBeVisible();
    const whileLoading = await drawnBrandBox(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);

    release();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(1);
    await expect.poll(() => brandBox(page)).toEqual(whileLoading);
  });
}
