import { type APIRequestContext, expect } from '@playwright/test';

/** The e2e server's operator token (playwright.config.ts passes it as OPERATOR_TOKEN). */
export const E2E_OPERATOR_TOKEN = 'e2e-operator-token-for-the-journeys-only-0001';

/** What an operator does with `npm run ops -- companies set-multi-consumer`, through the same API. */
export async function setMultiConsumer(
  request: APIRequestContext,
  companyId: string,
  limit: number,
): Promise<void> {
  const reply = await request.post('/v1/ops/companies/multi-consumer', {
    data: { companyId, enabled: true, limit },
    headers: { authorization: `Bearer ${E2E_OPERATOR_TOKEN}` },
  });
  expect(reply.status(), await reply.text()).toBe(200);
}

/** What an operator does with `npm run ops -- apps add COMPANY_ID NAME URL`, through the same API. */
export async function registerFrontendApp(
  request: APIRequestContext,
  companyId: string,
  name: string,
  url: string,
): Promise<void> {
  const reply = await request.post('/v1/ops/frontend-apps', {
    data: { companyId, name, url },
    headers: { authorization: `Bearer ${E2E_OPERATOR_TOKEN}` },
  });
  expect(reply.status(), await reply.text()).toBe(201);
}
