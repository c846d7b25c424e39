import { messages } from '@ddp/contract';
import { snapshot } from './support/teams-screen';
import { expect, test } from './support/test';

const pages = [
  { link: 'Imprint', setting: 'FOOTER_IMPRINT_URL', path: 'legal/imprint' },
  { link: 'Terms of use', setting: 'FOOTER_TERMS_URL', path: 'legal/terms-of-use' },
  { link: 'Data protection', setting: 'FOOTER_PRIVACY_URL', path: 'legal/data-protection' },
];

test("the footer's legal links lead to pages of the portal, not to 'Page not found'", async ({
  page,
}, testInfo) => {
  for (const legal of pages) {
    await page.goto('./');
    await page
      .getByRole('navigation', { name: 'Legal and contact' })
      .getByRole('link', { name: legal.link })
      .click();
    await expect(page).toHaveURL(new RegExp(`/dev-portal/${legal.path}$`));
    await expect(page.getByRole('heading', { name: legal.link, level: 1 })).toBeVisible();
    await expect(page.getByText(messages.legalPageByOperator)).toBeVisible();
    await expect(page.getByText(messages.legalPageSetting(legal.setting))).toBeVisible();
  }
  await snapshot(page, testInfo, 'legal-page');
});

test('other names under /legal are not found', async ({ page }) => {
  await page.goto('legal/cookies');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});
