import { request } from 'node:http';
import type { PortalClient } from './portal-client';
import type { Session } from './teams';

/** The name a test's credential gets unless it says otherwise. */
export const CREDENTIAL_NAME = 'Weather dashboard';

export async function createCredential(client: PortalClient, who: Session, name = CREDENTIAL_NAME) {
  const reply = await client.post<{ data: { client_id: string; client_secret: string } }>(
    '/v1/ddp/create-oauth-credentials',
    { applicationName: name, consumerId: who.consumerId },
    { token: who.token },
  );
  if (reply.status !== 201) throw new Error(`create failed: ${JSON.stringify(reply.body)}`);
  return reply.body.data;
}

/**
 * A client_credentials grant, form-encoded, with client_secret_post or client_secret_basic. `from`
 * sends it from another loopback address (127.0.0.2, ...): a second client on another machine.
 */
export function grant(
  baseUrl: string,
  credential: { client_id: string; client_secret: string },
  options: { method?: 'post' | 'basic'; form?: Record<string, string>; from?: string } = {},
): Promise<Response> {
  const form = new URLSearchParams({ grant_type: 'client_credentials', ...options.form });
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
  if (options.method === 'basic') {
    const pair = `${encodeURIComponent(credential.client_id)}:${encodeURIComponent(credential.client_secret)}`;
    headers.authorization = `Basic ${Buffer.from(pair).toString('base64')}`;
  } else {
    form.set('client_id', credential.client_id);
    form.set('client_secret', credential.client_secret);
  }
  if (options.from) return postFrom(options.from, `${baseUrl}/oauth2/token`, headers, form.toString());
  return fetch(`${baseUrl}/oauth2/token`, { method: 'POST', headers, body: form });
}

/** fetch cannot choose its source address; node:http can. The answer comes back as a Response. */
function postFrom(
  localAddress: string,
  url: string,
  headers: Record<string, string>,
  body: string,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', headers, localAddress }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const replyHeaders = new Headers();
        for (const [name, value] of Object.entries(res.headers)) {
          for (const one of [value ?? []].flat()) replyHeaders.append(name, one);
        }
        resolve(new Response(Buffer.concat(chunks), { status: res.statusCode ?? 0, headers: replyHeaders }));
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}
