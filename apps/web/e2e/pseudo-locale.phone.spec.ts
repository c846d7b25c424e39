import { publicScreensInPseudo, signedInScreensInPseudo } from './support/pseudo-screens';
import { test } from './support/test';

// Issue 19: the phone layouts (cards, the side menu behind its button, the header's short
// controls) show only texts of the catalogue too: the same walk as pseudo-locale.spec.ts, at 390 px.

test('the public screens on a phone show only texts of the catalogue', async ({ page }) => {
  await publicScreensInPseudo(page);
});

test('every signed-in screen and dialog on a phone shows only texts of the catalogue', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signedInScreensInPseudo(page, request);
});
