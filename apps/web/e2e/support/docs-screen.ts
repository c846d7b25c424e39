import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';

/** A tab's panel of the API Documentation screen ('Basic Services' or 'Advanced Services'). */
export async function docsTab(page: Page, name: 'Basic Services' | 'Advanced Services'): Promise<Locator> {
  await page.getByRole('tab', { name }).click();
  return page.getByRole('tabpanel', { name });
}

export const serviceSelect = (section: Locator) =>
  section.getByRole('combobox', { name: 'Select Service with Version' });

/** Picks a service in the select and presses Load Docs, as a reader does. */
export async function loadDocsOf(page: Page, section: Locator, displayText: string): Promise<void> {
  await serviceSelect(section).click();
  await page.getByRole('option', { name: displayText, exact: true }).click();
  await section.getByRole('button', { name: 'Load Docs' }).click();
}

/** The document's title: the screen shows it as a heading as soon as the document arrives. */
export const viewerTitle = (section: Locator, title: string) =>
  section.getByRole('heading', { name: new RegExp(`^${title}`) });

/** The document's title, and Swagger UI's operations rendered below it (the viewer has run). */
export async function expectDocumentShown(section: Locator, title: string, timeout?: number): Promise<void> {
  await expect(viewerTitle(section, title)).toBeVisible({ timeout });
  await expect(section.locator('.swagger-ui .opblock').first()).toBeVisible({ timeout });
}

/** Presses a download button and returns the file's suggested name and its text. */
export async function downloadFrom(
  page: Page,
  section: Locator,
  button: 'Download JSON' | 'Download YAML',
): Promise<{ fileName: string; text: string }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('button', { name: button }).click(),
  ]);
  const file = await download.path();
  expect(file, 'the download was saved').toBeTruthy();
  return { fileName: download.suggestedFilename(), text: await readFile(file, 'utf8') };
}

/** Collects what the browser refused under the portal's Content Security Policy. */
export function cspViolations(page: Page): string[] {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text()))
      refused.push(message.text());
  });
  return refused;
}
