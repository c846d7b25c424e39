import type { PortalClient } from './portal-client';
import type { Session } from './teams';

export async function createCredential(client: PortalClient, who: Session, name = 'Weather dashboard') {
  const reply = await client.post<{ data: { client_id: string; client_secret: string } }>(
    '/v1/ddp/create-oauth-credentials',
    { applicationName: name, consumerId: who.consumerId },
    { token: who.token },
  );
  if (reply.status !== 201) throw new Error(`create failed: ${JSON.stringify(reply.body)}`);
  return reply.body.data;
}

/** A client_credentials grant, form-encoded, with client_secret_post or client_secret_basic. */
export function grant(
  baseUrl: string,
  credential: { client_id: string; client_secret: string },
  options: { method?: 'post' | 'basic'; form?: Record<string, string> } = {},
) {
  const form = new URLSearchParams({ grant_type: 'client_credentials', ...options.form });
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
  if (options.method === 'basic') {
    const pair = `${encodeURIComponent(credential.client_id)}:${encodeURIComponent(credential.client_secret)}`;
    headers.authorization = `Basic ${Buffer.from(pair).toString('base64')}`;
  } else {
    form.set('client_id', credential.client_id);
    form.set('client_secret', credential.client_secret);
  }
  return fetch(`${baseUrl}/oauth2/token`, { method: 'POST', headers, body: form });
}
