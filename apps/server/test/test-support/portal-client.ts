import { CompactEncrypt, importJWK, type JWK } from 'jose';
import { CookieJar } from './cookie-jar';

export interface CallResult<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  body: T;
}

type Json = Record<string, unknown>;

export const OPS_PREFIX = '/v1/ops/';

/** Served with the operator API: `/v1/ops/*`, and Prometheus' `/metrics`. */
export const onOperatorListener = (path: string): boolean =>
  path.startsWith(OPS_PREFIX) || path.split('?')[0] === '/metrics';

/** The URL of `path` on a portal whose operator API may listen apart (OPS_PORT). */
export const urlOn = (bases: { baseUrl: string; opsBaseUrl?: string }, path: string): string =>
  `${onOperatorListener(path) ? (bases.opsBaseUrl ?? bases.baseUrl) : bases.baseUrl}${path}`;

/**
 * Talks to the portal the way the SPA does: JWE envelopes, bearer token and the MFA header; and to
 * its operator API the way the CLI does, at `opsBaseUrl` when that listens apart.
 */
export class PortalClient {
  #key: Promise<{ jwk: JWK; key: Awaited<ReturnType<typeof importJWK>> }> | undefined;

  /**
   * With a jar the client keeps and sends cookies, as a browser does; without, it never sends one.
   * With a user agent it names itself as that browser.
   */
  constructor(
    readonly baseUrl: string,
    readonly opsBaseUrl: string = baseUrl,
    readonly jar?: CookieJar,
    readonly userAgent?: string,
  ) {}

  /** A client of the same server that keeps cookies: a browser of its own. */
  asBrowser(jar = new CookieJar(), userAgent?: string): PortalClient {
    return new PortalClient(this.baseUrl, this.opsBaseUrl, jar, userAgent);
  }

  publicKey() {
    this.#key ??= (async () => {
      const reply = (await (await fetch(`${this.baseUrl}/v1/ddp/encryption-key`)).json()) as { key: JWK };
      return { jwk: reply.key, key: await importJWK(reply.key, 'RSA-OAEP-256') };
    })();
    return this.#key;
  }

  async encrypt(payload: unknown): Promise<string> {
    const { jwk, key } = await this.publicKey();
    return new CompactEncrypt(new TextEncoder().encode(JSON.stringify(payload)))
      .setProtectedHeader({ alg: 'RSA-OAEP-256', enc: 'A256GCM', ...(jwk.kid ? { kid: jwk.kid } : {}) })
      .encrypt(key);
  }

  async post<T = Json>(path: string, payload: unknown, auth?: Auth): Promise<CallResult<T>> {
    return this.raw<T>(path, { method: 'POST', json: { encryptData: await this.encrypt(payload) }, auth });
  }

  async get<T = Json>(path: string, payload: unknown, auth?: Auth): Promise<CallResult<T>> {
    const query = new URLSearchParams({ encryptData: await this.encrypt(payload) });
    return this.raw<T>(`${path}?${query}`, { method: 'GET', auth });
  }

  async postPlain<T = Json>(path: string, payload: unknown, auth?: Auth): Promise<CallResult<T>> {
    return this.raw<T>(path, { method: 'POST', json: payload, auth });
  }

  async raw<T = Json>(
    path: string,
    init: { method: string; json?: unknown; body?: string; contentType?: string; auth?: Auth | undefined },
  ): Promise<CallResult<T>> {
    const headers: Record<string, string> = {};
    if (init.json !== undefined) headers['content-type'] = 'application/json';
    if (init.contentType) headers['content-type'] = init.contentType;
    if (init.auth?.token) headers.authorization = `Bearer ${init.auth.token}`;
    if (init.auth?.mfa !== false && init.auth?.token) headers['x-mfa-value'] = 'authenticated';
    if (this.userAgent) headers['user-agent'] = this.userAgent;
    const cookie = this.jar?.headerFor(path);
    if (cookie) headers.cookie = cookie;
    const response = await fetch(urlOn(this, path), {
      method: init.method,
      headers,
      body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
    });
    this.jar?.take(response.headers.getSetCookie());
    const text = await response.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = { raw: text };
    }
    return { status: response.status, headers: response.headers, body: body as T };
  }
}

export interface Auth {
  token: string;
  /** false leaves out the x-mfa-value header. */
  mfa?: boolean;
}
