import { paths } from '@ddp/contract';
import { type APIRequestContext, expect } from '@playwright/test';
import { E2E_OPERATOR_TOKEN } from './operator';
import { type ApiSession, postEncrypted, sessionHeaders } from './portal-api';

export interface ClientCredential {
  client_id: string;
  client_secret: string;
}

/** A client of the session's consumer, made through the API, with its secret. */
export async function clientWithSecretByApi(
  request: APIRequestContext,
  session: ApiSession,
  name: string,
): Promise<ClientCredential> {
  const reply = await postEncrypted(
    request,
    paths.createCredentials,
    { applicationName: name, consumerId: session.consumerId },
    sessionHeaders(session),
  );
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body.data as ClientCredential;
}

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
