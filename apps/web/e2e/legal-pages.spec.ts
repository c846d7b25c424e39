import { legalPageDefaults } from '@ddp/contract';
import { signedInOwner } from './support/arranged-states';
import { expectAccessible } from './support/axe';
import { E2E_ORIGIN } from './support/e2e-port';
import { snapshot } from './support/teams-screen';
import { expect, test } from './support/test';

const footer = (page: import('@playwright/test').Page) =>
  page.getByRole('navigation', { name: 'Legal and contact' });

// The journeys browse http://127.0.0.1 while the server, without PUBLIC_URL, would name
// http://localhost: the footer must keep the browser, and its session, on the host it used.
test('the footer leads to the legal pages on the same host, signed in, with the operator content', async ({
  page,
  request,
}, testInfo) => {
  await signedInOwner(page, request, 'legal');

  await footer(page).getByRole('link', { name: 'Imprint' }).click();
  await expect(page).toHaveURL(`${E2E_ORIGIN}/dev-portal/legal/imprint`);
  await expect(page.getByRole('heading', { name: 'Imprint', level: 1 })).toBeVisible();
  // The operator's Markdown (LEGAL_PAGES_DIR, e2e/support/legal-pages.ts), sanitised: its heading
  // one level down, its link kept, its script and javascript: link gone.
  const content = page.getByTestId('legal-content');
  await expect(content.getByRole('heading', { name: 'Example Data Platform Ltd', level: 2 })).toBeVisible();
  await expect(content.getByText(/Registered office: 1 Harbour Street, Hamburg/)).toBeVisible();
  await expect(content.getByRole('link', { name: 'our website' })).toHaveAttribute(
    'href',
    'https://platform.example/about',
  );
  await expect(content.locator('script')).toHaveCount(0);
  await expect(content.getByText('Open the register entry')).not.toHaveAttribute('href', /javascript:/);
  await expect(page).not.toHaveTitle('hijacked');
  await expectAccessible(page, 'Imprint with the operator content');
  await snapshot(page, testInfo, 'legal-page');

  // Still signed in on the same host: the signed-in screens open without a sign-in.
  await page.goto('home/view-credentials');
  await expect(page).toHaveURL(`${E2E_ORIGIN}/dev-portal/home/view-credentials`);
  await expect(page.getByRole('heading', { name: 'Credentials', level: 1 })).toBeVisible();

  // A page without a file: the neutral default, no word for operators.
  await footer(page).getByRole('link', { name: 'Terms of use' }).click();
  await expect(page).toHaveURL(`${E2E_ORIGIN}/dev-portal/legal/terms-of-use`);
  await expect(page.getByText(legalPageDefaults['terms-of-use'])).toBeVisible();
  await expect(page.getByText(/LEGAL_PAGES_DIR|FOOTER_|operators?:/i)).toHaveCount(0);

  // The contact page as plain text, its lines kept.
  await footer(page).getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL(`${E2E_ORIGIN}/dev-portal/legal/contact`);
  await expect(page.getByTestId('legal-content')).toHaveText(
    'Support desk: support@platform.example\nMonday to Friday, 9:00 to 17:00.',
    { useInnerText: true },
  );
});

test('other names under /legal are not found', async ({ page }) => {
  await page.goto('legal/cookies');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('in development, Login leads a newcomer to the dev mailbox', async ({ page }) => {
  await page.goto('./');
  await page.getByRole('link', { name: 'dev mailbox' }).click();
  await expect(page).toHaveURL(`${E2E_ORIGIN}/dev-portal/dev/mailbox`);
  await expect(page.getByRole('heading', { name: 'Dev mailbox', level: 1 })).toBeVisible();
});
