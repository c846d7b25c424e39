import { readFileSync } from 'node:fs';
import { chooseOption, tabTo } from './support/keyboard';
import { expect, test } from './support/test';

// Issue 8 part 7: the licence notes with the keyboard alone (rules in support/keyboard.ts).

test('open the licence notes from the footer, choose a licence, page, read the Disclaimer and download, with the keyboard alone', async ({
  page,
}) => {
  await page.goto('./');
  // The footer link opens a new tab, from the keyboard as from the pointer.
  const opened = page.context().waitForEvent('page');
  await tabTo(
    page,
    page
      .getByRole('navigation', { name: 'Legal and contact' })
      .getByRole('link', { name: 'Third-party licences' }),
  );
  await page.keyboard.press('Enter');
  const notes = await opened;
  await expect(notes).toHaveURL(/\/dev-portal\/thirdPartyLicense$/);
  const licence = notes.getByRole('combobox', { name: 'Licence' });
  await expect(licence).toHaveValue('MIT');

  // The pager: Next page with Enter.
  await tabTo(notes, notes.getByRole('button', { name: 'Next page' }));
  await notes.keyboard.press('Enter');
  await expect(notes.getByText(/^Current Page: 2 of/)).toBeVisible();

  // The searchable licence select, back up the page with Shift+Tab: type, arrows, Enter.
  await tabTo(notes, licence, 'Shift+Tab');
  await chooseOption(notes, licence, 'Apache-2.0', 'Apache');
  await expect(licence).toHaveValue('Apache-2.0');
  await expect(notes.getByText(/^Current Page: 1 of/)).toBeVisible();
  await expect(notes.getByRole('table', { name: 'Components under Apache-2.0' })).toBeVisible();

  const disclaimer = notes.getByRole('button', { name: 'Disclaimer' });
  await tabTo(notes, disclaimer);
  await notes.keyboard.press('Enter');
  await expect(disclaimer).toHaveAttribute('aria-expanded', 'true');
  await expect(notes.getByText(/provided by its authors as is, without warranty/)).toBeVisible();

  const link = notes.getByRole('link', { name: 'Download the licence texts (Apache-2.0)' });
  await tabTo(notes, link, 'Shift+Tab');
  const downloaded = notes.waitForEvent('download');
  await notes.keyboard.press('Enter');
  const file = await downloaded;
  expect(file.suggestedFilename()).toBe('third-party-notices-Apache-2.0.txt');
  expect(readFileSync(await file.path(), 'utf8')).toContain('Licence: Apache-2.0');
});
