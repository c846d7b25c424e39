import { readFileSync } from 'node:fs';
import { messages } from '@ddp/contract';
import type { Locator, Page } from '@playwright/test';
import { snapshot } from './support/teams-screen';
import { expect, test } from './support/test';

/** What package-lock.json installs: `name@version` → the licence its package.json declares. */
function lockedPackages(): Map<string, string | undefined> {
  const lock = JSON.parse(readFileSync(new URL('../../../package-lock.json', import.meta.url), 'utf8')) as {
    packages: Record<string, { version?: string; license?: string }>;
  };
  const found = new Map<string, string | undefined>();
  for (const [key, entry] of Object.entries(lock.packages)) {
    const at = key.lastIndexOf('node_modules/');
    if (at >= 0 && entry.version)
      found.set(`${key.slice(at + 'node_modules/'.length)}@${entry.version}`, entry.license);
  }
  return found;
}

const locked = lockedPackages();
const lockedVersion = (name: string) =>
  [...locked.keys()]
    .find((key) => key.startsWith(`${name}@`))
    ?.split('@')
    .pop();

async function openFromFooter(page: Page): Promise<Page> {
  await page.goto('./');
  const opened = page.context().waitForEvent('page');
  await page
    .getByRole('navigation', { name: 'Legal and contact' })
    .getByRole('link', { name: 'Third-party licences' })
    .click();
  const notes = await opened;
  await notes.waitForLoadState();
  return notes;
}

const table = (page: Page) => page.getByRole('table', { name: /^Components under / });
const licenceSelect = (page: Page) => page.getByRole('combobox', { name: 'Licence' });

async function visibleRows(page: Page): Promise<Array<{ component: string; version: string }>> {
  const rows = table(page).locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  return rows.evaluateAll((trs) =>
    trs.map((tr) => {
      const cells = [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '');
      return { component: cells[0] ?? '', version: cells[1] ?? '' };
    }),
  );
}

/** Every row of the chosen licence, page by page, as the person would read them. */
async function allRows(page: Page): Promise<Array<{ component: string; version: string }>> {
  const rows: Array<{ component: string; version: string }> = [];
  const next: Locator = page.getByRole('button', { name: 'Next page' });
  for (;;) {
    const caption = await page.getByText(/^Current Page: \d+ of \d+/).textContent();
    rows.push(...(await visibleRows(page)));
    const [, current, last] = caption?.match(/Current Page: (\d+) of (\d+)/) ?? [];
    if (current === last) return rows;
    await next.click();
    await expect(page.getByText(new RegExp(`^Current Page: ${Number(current) + 1} of`))).toBeVisible();
  }
}

test('opens in a new tab without signing in and lists packages that package-lock.json installs', async ({
  page,
}, testInfo) => {
  const notes = await openFromFooter(page);
  await expect(notes).toHaveURL(/\/dev-portal\/thirdPartyLicense$/);
  await expect(notes.getByRole('heading', { name: 'Third-party licences', level: 1 })).toBeVisible();
  await expect(licenceSelect(notes)).toHaveValue('MIT');
  expect(await visibleRows(notes)).toHaveLength(10);

  const rows = await allRows(notes);
  expect(rows.length).toBeGreaterThan(50);
  for (const row of rows) {
    const key = `${row.component}@${row.version}`;
    expect(locked.has(key), `${key} is installed by package-lock.json`).toBe(true);
    const declared = locked.get(key);
    if (declared) expect(declared, key).toBe('MIT');
  }
  const names = rows.map((row) => `${row.component}@${row.version}`);
  expect(names).toContain(`fastify@${lockedVersion('fastify')}`);
  expect(names).toContain(`react@${lockedVersion('react')}`);
  await snapshot(notes, testInfo, 'licences');
});

test('the licence select filters the table and pages start again', async ({ page }) => {
  await page.goto('thirdPartyLicense');
  await expect(licenceSelect(page)).toHaveValue('MIT');
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByText(/^Current Page: 2 of/)).toBeVisible();

  await licenceSelect(page).click();
  await page.getByRole('option', { name: 'Apache-2.0', exact: true }).click();
  await expect(licenceSelect(page)).toHaveValue('Apache-2.0');
  await expect(page.getByText(/^Current Page: 1 of/)).toBeVisible();
  await expect(table(page)).toHaveAccessibleName('Components under Apache-2.0');
  const rows = await allRows(page);
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) {
    const key = `${row.component}@${row.version}`;
    expect(locked.has(key), `${key} is installed by package-lock.json`).toBe(true);
    const declared = locked.get(key);
    if (declared) expect(declared, key).toBe('Apache-2.0');
  }
  expect(rows.map((row) => row.component)).not.toContain('fastify');
});

test('the Disclaimer box opens and closes from the keyboard', async ({ page }) => {
  await page.goto('thirdPartyLicense');
  const toggle = page.getByRole('button', { name: 'Disclaimer' });
  const text = page.getByText(/provided by its authors as is, without warranty/);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(text).toBeHidden();
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(text).toBeVisible();
  await page.keyboard.press('Space');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(text).toBeHidden();
});

test('the download link saves the licence texts of the chosen licence', async ({ page }) => {
  await page.goto('thirdPartyLicense');
  await expect(licenceSelect(page)).toHaveValue('MIT');
  const downloaded = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download the licence texts (MIT)' }).click();
  const file = await downloaded;
  expect(file.suggestedFilename()).toBe('third-party-notices-MIT.txt');
  const text = readFileSync(await file.path(), 'utf8');
  expect(text).toContain(`fastify ${lockedVersion('fastify')}\nLicence: MIT`);
  expect(text).toContain('Permission is hereby granted, free of charge');
});

test("a lost connection shows 'Error loading data'", async ({ page }) => {
  await page.route('**/v1/ddp/get-all-details?**', (route) => route.abort('connectionfailed'));
  await page.goto('thirdPartyLicense');
  await expect(page.getByText(messages.licencesLoadError)).toBeVisible();
});
