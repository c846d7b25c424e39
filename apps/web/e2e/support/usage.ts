import { paths } from '@ddp/contract';
import { type APIRequestContext, expect } from '@playwright/test';
import { E2E_OPERATOR_TOKEN } from './operator';

export interface ClientCredential {
  client_id: string;
  client_secret: string;
}

/** The client with its secret, made through the API (as the Generate tab does). */
export { createClientWithSecretByApi as clientWithSecretByApi } from './portal-api';

/** An access token of the client, as its code gets one (client_credentials). */
export async function accessTokenOf(request: APIRequestContext, client: ClientCredential): Promise<string> {
  const reply = await request.post(paths.oauthToken, {
    form: { grant_type: 'client_credentials', ...client },
  });
  expect(reply.status(), await reply.text()).toBe(200);
  return ((await reply.json()) as { access_token: string }).access_token;
}

/** Calls of the sample data API with the token; the answers, in order. */
export async function callSampleApi(request: APIRequestContext, token: string, paths: readonly string[]) {
  const replies = [];
  for (const path of paths) {
    replies.push(await request.get(`/v1/sample/${path}`, { headers: { authorization: `Bearer ${token}` } }));
  }
  return replies;
}

/** What an operator does with `npm run ops -- plans define` and `plans assign`, through the same API. */
export async function planForCompany(
  request: APIRequestContext,
  companyId: string,
  plan: { name: string; rateLimit?: number; ratePer?: 'second' | 'minute' | 'hour'; monthlyQuota?: number },
): Promise<void> {
  const headers = { authorization: `Bearer ${E2E_OPERATOR_TOKEN}` };
  const defined = await request.post('/v1/ops/plans', { data: plan, headers });
  expect(defined.status(), await defined.text()).toBe(200);
  const assigned = await request.post('/v1/ops/plans/assign', {
    data: { companyId, plan: plan.name },
    headers,
  });
  expect(assigned.status(), await assigned.text()).toBe(200);
}
