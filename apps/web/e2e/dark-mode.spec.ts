import { messages } from '@ddp/contract';
import type { Locator, Page } from '@playwright/test';
import { signedInOwner } from './support/arranged-states';
import { expectAccessible } from './support/axe';
import { beforeAndAfterTheApp, schemeShown } from './support/color-scheme';
import { publishCatalogue, stationsApi } from './support/docs-catalogue';
import { expectDocumentShown } from './support/docs-screen';
import { openFromMenu, tabTo } from './support/keyboard';
import { expect, test } from './support/test';

// Issue 19, part 4: the portal follows the system's colour scheme until a person chooses one in
// the header or in Settings; the choice is kept by the browser. Every screen and dialog of the
// accessibility journeys is checked in both schemes by expectAccessible (support/axe.ts).

test.use({ colorScheme: 'dark' });

const headerSelect = (page: Page) => page.getByRole('combobox', { name: messages.colorScheme });
const signInButton = (page: Page) => page.getByRole('button', { name: 'Sign in' });
const loginReady = (page: Page) => () => expect(signInButton(page)).toBeVisible();

/**
 * Tab until a segment of a segmented control has the focus. Its radio input is drawn by its label
 * and hidden itself, so tabTo (which waits for a visible target) cannot be told to go there.
 */
async function tabToSegment(page: Page, radio: Locator): Promise<void> {
  for (let presses = 0; presses < 60; presses += 1) {
    if (await radio.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(radio).toBeFocused({ timeout: 1 });
}

test('a dark system shows the dark scheme from the first paint on, with nothing chosen', async ({ page }) => {
  const { before, after } = await beforeAndAfterTheApp(page, './', loginReady(page));
  expect(before.scheme).toBe('dark');
  // The app takes over without a change: nothing flashes.
  expect(after).toEqual(before);
  await expect(headerSelect(page)).toHaveValue('auto');
  await expect(headerSelect(page).locator('option:checked')).toHaveText(messages.colorSchemeSystem);
  await expectAccessible(page, 'Login, following the system');
});

test("the header's select switches from the keyboard, and the choice outlasts a reload", async ({
  page,
  context,
}) => {
  await page.goto('./');
  await expect(signInButton(page)).toBeVisible();
  const select = headerSelect(page);
  await tabTo(page, select);
  // Light, Dark, System: up twice from System.
  await page.keyboard.press('ArrowUp');
  await expect(select).toHaveValue('dark');
  await page.keyboard.press('ArrowUp');
  await expect(select).toHaveValue('light');
  await expect.poll(() => schemeShown(page)).toBe('light');

  const light = await beforeAndAfterTheApp(page, './', loginReady(page));
  expect(light.before.scheme, 'light although the system is dark').toBe('light');
  expect(light.after).toEqual(light.before);
  await expect(headerSelect(page)).toHaveValue('light');

  // Another tab of the portal follows the choice at once.
  const other = await context.newPage();
  await other.goto('./forgot-password');
  await expect(headerSelect(other)).toHaveValue('light');
  await tabTo(page, headerSelect(page));
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => schemeShown(page)).toBe('dark');
  await expect.poll(() => schemeShown(other)).toBe('dark');
  await expect(headerSelect(other)).toHaveValue('dark');

  // A choice of Dark holds on a light system; System follows it again.
  await page.emulateMedia({ colorScheme: 'light' });
  const dark = await beforeAndAfterTheApp(page, './', loginReady(page));
  expect(dark.before.scheme, 'dark although the system is light').toBe('dark');
  expect(dark.after).toEqual(dark.before);
  await tabTo(page, headerSelect(page));
  await page.keyboard.press('ArrowDown');
  await expect(headerSelect(page)).toHaveValue('auto');
  await expect.poll(() => schemeShown(page)).toBe('light');
  const system = await beforeAndAfterTheApp(page, './', loginReady(page));
  expect(system.before.scheme).toBe('light');
});

test('Settings offers the same choice, from the keyboard, with the header in step', async ({
  page,
  request,
}) => {
  await signedInOwner(page, request, 'dark-settings');
  await openFromMenu(page, 'Settings');
  const choices = page.getByRole('radiogroup', { name: messages.colorScheme });
  await expect(choices).toHaveAccessibleDescription(messages.colorSchemeHint);
  const system = choices.getByRole('radio', { name: messages.colorSchemeSystem });
  await expect(system).toBeChecked();
  await tabToSegment(page, system);
  await page.keyboard.press('ArrowLeft');
  await expect(choices.getByRole('radio', { name: messages.colorSchemeDark })).toBeChecked();
  await page.keyboard.press('ArrowLeft');
  await expect(choices.getByRole('radio', { name: messages.colorSchemeLight })).toBeChecked();
  await expect.poll(() => schemeShown(page)).toBe('light');
  await expect(headerSelect(page)).toHaveValue('light');

  await page.reload();
  await expect(choices.getByRole('radio', { name: messages.colorSchemeLight })).toBeChecked();
  expect(await schemeShown(page)).toBe('light');
  await tabToSegment(page, choices.getByRole('radio', { name: messages.colorSchemeLight }));
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(system).toBeChecked();
  await expect.poll(() => schemeShown(page)).toBe('dark');
  await expectAccessible(page, 'Settings with the colour scheme');
});

test("the API viewer in the dark scheme, Swagger UI's dark mode kept inside it", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await publishCatalogue();
  await signedInOwner(page, request, 'dark-docs');
  const pageBackground = () =>
    page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
  const before = await pageBackground();
  await openFromMenu(page, 'API Documentation');
  const basic = page.getByRole('tabpanel', { name: 'Basic Services' });
  await expectDocumentShown(basic, stationsApi.info.title, 30_000);

  // Swagger UI's own dark colours, on its operations; the page around it keeps the portal's.
  const operation = basic.locator('.swagger-ui .opblock.opblock-get').first();
  const operationBackground = () =>
    operation.evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(await operationBackground()).toBe('rgb(24, 37, 54)');
  expect(await pageBackground()).toBe(before);
  await expectAccessible(page, 'API documentation, basic');

  // Light again, and the same operation in Swagger UI's light colours.
  await page.emulateMedia({ colorScheme: 'light' });
  await expect.poll(operationBackground).not.toBe('rgb(24, 37, 54)');
  await page.emulateMedia({ colorScheme: 'dark' });

  await operation.locator('.opblock-summary-control').click();
  await basic.getByRole('button', { name: 'Try it out' }).first().click();
  await basic.getByRole('button', { name: 'Execute' }).first().click();
  await expect(basic.locator('.responses-table.live-responses-table').first()).toBeVisible();
  await expectAccessible(page, 'API documentation, an operation tried out');
});
