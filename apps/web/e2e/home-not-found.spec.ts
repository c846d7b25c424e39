import { signedInOwner } from './support/arranged-states';
import { expect, test } from './support/test';

// Issue 18 part 5: an unknown address under /home stays inside the signed-in layout.

test('an unknown /home address shows not found inside the signed-in layout, with a way back', async ({
  page,
  request,
}) => {
  await signedInOwner(page, request, 'not-found');
  await page.goto('home/no-such-screen');
  await expect(page.getByRole('heading', { name: 'Page not found', level: 1 })).toBeVisible();
  await expect(page.getByText('/home/no-such-screen', { exact: true })).toBeVisible();
  // Still signed in: the side menu is there, and no sign-in link instead.
  await expect(page.getByRole('navigation', { name: 'Portal sections' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to sign-in' })).toHaveCount(0);
  // axe checks this state in accessibility-home.spec.ts.
  await page.getByRole('link', { name: 'Back to Credentials' }).click();
  await expect(page).toHaveURL(/\/dev-portal\/home\/view-credentials$/);
  await expect(page.getByRole('heading', { name: 'Credentials', level: 1 })).toBeVisible();
});
