import type { Page } from '@playwright/test';
import type { RunOptions } from 'axe-core';
import { runAxe } from './support/axe';
import { E2E_ORIGIN } from './support/e2e-port';
import { expect, test } from './support/test';

// The accessibility check is an instrument the other journeys trust: this shows it still finds
// what it is there to find, on the page and in a frame, on the first run in a document and on
// the runs after it (axe is put into a document once), with the rules and exclusions it is given.

const FRAME = `${E2E_ORIGIN}/instrument/frame.html`;
const PAGE = `${E2E_ORIGIN}/instrument/page.html`;

async function pageWithFaults(page: Page): Promise<void> {
  const html = (body: string) => ({
    contentType: 'text/html',
    body: `<!doctype html><html lang="en"><head><title>Faults</title></head><body>${body}</body></html>`,
  });
  await page.route(PAGE, (route) =>
    route.fulfill(
      html(`<main><h1>Faults</h1>
        <p style="color:#777;background:#888">Faint text</p>
        <div id="left-out"><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="></div>
        <iframe src="${FRAME}" title="A frame"></iframe></main>`),
    ),
  );
  await page.route(FRAME, (route) => route.fulfill(html('<button></button>')));
  await page.goto(PAGE);
  await expect(page.frameLocator('iframe').locator('button')).toHaveCount(1);
}

const ids = (results: { violations: Array<{ id: string }> }) => results.violations.map((v) => v.id).sort();

test('the accessibility check finds faults on the page and in its frames, run after run', async ({
  page,
}) => {
  await pageWithFaults(page);
  const all: RunOptions = { resultTypes: ['violations', 'incomplete'] };
  const first = await runAxe(page, [], all);
  expect(ids(first)).toEqual(['button-name', 'color-contrast', 'image-alt']);
  // The button without a name is in the frame, and axe says so.
  const button = first.violations.find((v) => v.id === 'button-name');
  expect(button?.nodes[0]?.target).toEqual(['iframe', 'button']);

  // Again in the same document, where axe is already in place: the same findings.
  expect(ids(await runAxe(page, [], all))).toEqual(['button-name', 'color-contrast', 'image-alt']);
  // Only the colour rules, as in the second colour scheme.
  expect(
    ids(await runAxe(page, [], { ...all, runOnly: { type: 'rule', values: ['color-contrast'] } })),
  ).toEqual(['color-contrast']);
  // A part left out is not looked at.
  expect(ids(await runAxe(page, ['#left-out'], all))).toEqual(['button-name', 'color-contrast']);

  // A new document needs axe again, and gets it.
  await page.reload();
  await expect(page.frameLocator('iframe').locator('button')).toHaveCount(1);
  expect(ids(await runAxe(page, [], all))).toEqual(['button-name', 'color-contrast', 'image-alt']);
});
