import { publicScreensInPseudo, signedInScreensInPseudo } from './support/pseudo-screens';
import { test } from './support/test';

// The catalogue is complete when a screen in the pseudo-locale shows no text outside its markers
// (docs/testing.md); pseudo-locale.phone.spec.ts walks the same screens at a phone's width.

test('the public screens show only texts of the catalogue', async ({ page }) => {
  await publicScreensInPseudo(page);
});

test('every signed-in screen and dialog shows only texts of the catalogue', async ({ page, request }) => {
  test.setTimeout(120_000);
  await signedInScreensInPseudo(page, request);
});
