import { test as base, expect } from '@playwright/test';
import { type CspWatch, watchCsp } from './csp';

/**
 * Playwright's `test`, with every journey's page watched for Content Security Policy refusals: a
 * screen that breaks the policy fails the journey that shows it, not only the policy spec.
 * `test.use({ cspMustHold: false })` is for a spec that provokes a refusal on purpose.
 */
export const test = base.extend<{ cspMustHold: boolean; csp: CspWatch }>({
  cspMustHold: [true, { option: true }],
  csp: [
    async ({ page, cspMustHold }, use) => {
      const watch = await watchCsp(page);
      await use(watch);
      if (cspMustHold) {
        expect(watch.refused, 'nothing was refused by the Content Security Policy').toEqual([]);
      }
    },
    { auto: true },
  ],
});

export { expect };
