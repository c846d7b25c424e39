import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';

/**
 * A software authenticator: the answers a browser hands over after navigator.credentials.create()
 * (a "none" attestation) and .get() (an ES256 assertion), made with node:crypto and a small CBOR
 * encoder, so that the server's verification is tested with real bytes and none of its own code.
 */
export interface SoftAuthenticatorOptions {
  /** Where the browser says the ceremony ran (clientDataJSON.origin). */
  origin: string;
  /** The relying party ID the authenticator signs for (its SHA-256 heads authenticatorData). */
  rpId: string;
  /** Whether it keeps a signature counter (platform passkeys often send 0 every time). */
  counts?: boolean;
}

type Cbor = number | string | Uint8Array | Map<Cbor, Cbor>;

function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 256) return Buffer.from([(major << 5) | 24, length]);
  if (length < 65_536) return Buffer.from([(major << 5) | 25, length >> 8, length & 0xff]);
  const out = Buffer.alloc(5);
  out[0] = (major << 5) | 26;
  out.writeUInt32BE(length, 1);
  return out;
}

export function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  const parts = [head(5, value.size)];
  for (const [key, entry] of value) parts.push(cbor(key), cbor(entry));
  return Buffer.concat(parts);
}

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: string | Uint8Array) => createHash('sha256').update(data).digest();
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

export class SoftAuthenticator {
  readonly credentialId = randomBytes(16);
  readonly #keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  #counter = 0;

  constructor(readonly options: SoftAuthenticatorOptions) {}

  get id(): string {
    return b64url(this.credentialId);
  }

  /** Sets the counter the next assertion sends one above (to replay an older state). */
  set counter(value: number) {
    this.#counter = value;
  }

  #clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, origin: string): string {
    return b64url(Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }), 'utf8'));
  }

  #authData(rpId: string, flags: number, extra: Buffer = Buffer.alloc(0)): Buffer {
    const count = Buffer.alloc(4);
    if (this.options.counts) {
      this.#counter += 1;
      count.writeUInt32BE(this.#counter);
    }
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, extra]);
  }

  /** The answer to navigator.credentials.create() for these options (as the server sent them). */
  attestation(
    options: { challenge: string },
    override: { origin?: string; rpId?: string } = {},
  ): Record<string, unknown> & { id: string } {
    const jwk = this.#keys.publicKey.export({ format: 'jwk' });
    const coseKey = new Map<Cbor, Cbor>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x ?? '', 'base64url')],
      [-3, Buffer.from(jwk.y ?? '', 'base64url')],
    ]);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, this.credentialId, cbor(coseKey)]);
    const authData = this.#authData(override.rpId ?? this.options.rpId, UP | UV | AT, attested);
    const attestationObject = cbor(
      new Map<Cbor, Cbor>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: this.#clientData(
          'webauthn.create',
          options.challenge,
          override.origin ?? this.options.origin,
        ),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
    };
  }

  /** The answer to navigator.credentials.get() for these options. */
  assertion(
    options: { challenge: string },
    override: { origin?: string; rpId?: string } = {},
  ): Record<string, unknown> & { id: string } {
    const clientDataJSON = this.#clientData(
      'webauthn.get',
      options.challenge,
      override.origin ?? this.options.origin,
    );
    const authData = this.#authData(override.rpId ?? this.options.rpId, UP | UV);
    const signed = Buffer.concat([authData, sha256(Buffer.from(clientDataJSON, 'base64url'))]);
    const signature = sign('sha256', signed, this.#keys.privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON,
        authenticatorData: b64url(authData),
        signature: b64url(signature),
      },
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
    };
  }
}
