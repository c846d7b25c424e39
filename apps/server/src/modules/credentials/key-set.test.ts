import { generateKeyPairSync } from 'node:crypto';
import { messages } from '@ddp/contract';
import { describe, expect, it } from 'vitest';
import { parseKeySet } from './key-set';

const publicJwk = (type: 'ed25519' | 'ec' | 'rsa', bits = 2048) => {
  const pair =
    type === 'rsa'
      ? generateKeyPairSync('rsa', { modulusLength: bits })
      : type === 'ec'
        ? generateKeyPairSync('ec', { namedCurve: 'P-256' })
        : generateKeyPairSync('ed25519');
  return {
    publicJwk: pair.publicKey.export({ format: 'jwk' }),
    privateJwk: pair.privateKey.export({ format: 'jwk' }),
  };
};

describe('a client key set as pasted', () => {
  it('takes one to five public Ed25519, P-256 and RSA keys, with their kid and alg', () => {
    const keys = [
      { ...publicJwk('ed25519').publicJwk, kid: 'one', alg: 'EdDSA' },
      { ...publicJwk('ec').publicJwk, kid: 'two' },
      { ...publicJwk('rsa').publicJwk, kid: 'three', alg: 'PS256', use: 'sig' },
    ];
    expect(JSON.parse(parseKeySet(JSON.stringify({ keys })))).toEqual({ keys });
  });

  it('refuses private keys with their own message', () => {
    const { privateJwk } = publicJwk('ed25519');
    expect(() => parseKeySet(JSON.stringify({ keys: [privateJwk] }))).toThrow(messages.jwksPrivate);
    expect(() => parseKeySet(JSON.stringify({ keys: [{ kty: 'oct', k: 'c2VjcmV0' }] }))).toThrow(
      messages.jwksPrivate,
    );
  });

  it('refuses what is no key set of usable public signing keys', () => {
    const ok = publicJwk('ed25519').publicJwk;
    for (const bad of [
      'not json',
      'null',
      '[]',
      '{}',
      '{"keys": []}',
      JSON.stringify({ keys: Array.from({ length: 6 }, () => ok) }),
      JSON.stringify({ keys: [{ ...ok, alg: 'HS256' }] }),
      JSON.stringify({ keys: [{ ...ok, use: 'enc' }] }),
      JSON.stringify({ keys: [{ ...ok, x: 'not-a-point' }] }),
      JSON.stringify({ keys: [{ kty: 'EC', crv: 'P-384', x: 'a', y: 'b' }] }),
      JSON.stringify({ keys: [publicJwk('rsa', 1024).publicJwk] }),
      JSON.stringify({ keys: ['a string'] }),
    ])
      expect(() => parseKeySet(bad), bad.slice(0, 60)).toThrow(messages.jwksInvalid);
  });
});
