import { randomBytes } from 'node:crypto';
import { CompactEncrypt, generateKeyPair, importJWK, type JWK } from 'jose';
import type { PortalClient } from '../test-support/portal-client';

/** A request as it goes over the wire, built by a case. */
export interface Outgoing {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string | Uint8Array;
}

export interface Reply {
  status: number;
  contentType: string;
  text: string;
  /** Every response header, by lower-case name. */
  headers: Record<string, string>;
}

/** Sends without any client-side checks, and reads the reply as text whatever it is. */
export async function deliver(baseUrl: string, out: Outgoing): Promise<Reply> {
  const response = await fetch(`${baseUrl}${out.path}`, {
    method: out.method,
    headers: out.headers,
    body: out.body,
    redirect: 'manual',
  });
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    text: await response.text(),
    headers,
  };
}

export type Plaintext = string | Uint8Array;
type Key = Parameters<CompactEncrypt['encrypt']>[0];

/** Makes envelopes: right ones, and wrong ones of every kind a broken or hostile client could send. */
export class Sealer {
  private constructor(
    private readonly serverKey: { jwk: JWK; key: Key },
    private readonly strangerKey: Key,
  ) {}

  static async create(client: PortalClient): Promise<Sealer> {
    const { publicKey } = await generateKeyPair('RSA-OAEP-256', { modulusLength: 2048 });
    return new Sealer(await client.publicKey(), publicKey);
  }

  get kid(): string | undefined {
    return this.serverKey.jwk.kid;
  }

  /** Under the server's RSA key, as a client that is not signed in seals. */
  rsa(plaintext: Plaintext, header: Record<string, unknown> = {}): Promise<string> {
    return new CompactEncrypt(bytes(plaintext))
      .setProtectedHeader({ alg: 'RSA-OAEP-256', enc: 'A256GCM', kid: this.kid, ...header })
      .encrypt(this.serverKey.key);
  }

  /** Under a session's own key, as the signed-in web app seals. */
  session(plaintext: Plaintext, key: Uint8Array, header: Record<string, unknown> = {}): Promise<string> {
    return new CompactEncrypt(bytes(plaintext))
      .setProtectedHeader({ alg: 'dir', enc: 'A256GCM', ...header })
      .encrypt(key);
  }

  /** Right algorithms and kid, wrong key: made for someone else. */
  stranger(plaintext: Plaintext): Promise<string> {
    return new CompactEncrypt(bytes(plaintext))
      .setProtectedHeader({ alg: 'RSA-OAEP-256', enc: 'A256GCM', kid: this.kid })
      .encrypt(this.strangerKey);
  }

  /** A session envelope under a key no session has. */
  forgedSession(plaintext: Plaintext): Promise<string> {
    return this.session(plaintext, randomBytes(32));
  }

  /** The server's key, but algorithms it does not accept. */
  async otherAlgorithms(plaintext: Plaintext, variant: number): Promise<string> {
    const headers = [
      { alg: 'RSA-OAEP', enc: 'A256GCM' },
      { alg: 'RSA-OAEP-256', enc: 'A128GCM' },
      { alg: 'RSA-OAEP-256', enc: 'A256CBC-HS512' },
      { alg: 'RSA-OAEP-384', enc: 'A256GCM' },
      { alg: 'RSA-OAEP-512', enc: 'A256GCM' },
    ];
    const header = headers[variant % headers.length]!;
    // WebCrypto binds a key to one hash: the same public key is imported once per algorithm.
    const { alg: _alg, use: _use, ...jwk } = this.serverKey.jwk;
    const key =
      header.alg === 'RSA-OAEP-256'
        ? this.serverKey.key
        : await importJWK({ ...jwk, alg: header.alg }, header.alg);
    return new CompactEncrypt(bytes(plaintext)).setProtectedHeader({ ...header, kid: this.kid }).encrypt(key);
  }
}

export const bytes = (plaintext: Plaintext): Uint8Array =>
  typeof plaintext === 'string' ? new TextEncoder().encode(plaintext) : plaintext;

export const b64url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
