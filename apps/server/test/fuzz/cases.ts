import fc from 'fast-check';
import { samples } from '../test-support/bug-reports';
import { type Body, type BodyCase, bodyCases, nodeOfSchema, withKey } from './derive-bodies';
import { type FilePart, fieldsOf, multipartOf, queryOf } from './encode';
import type { FuzzCaller, FuzzEntry } from './fuzz-entry';
import {
  hostileValue,
  longString,
  oddString,
  PROTOTYPE_KEYS,
  UNICODE_EDGES,
  wrongTypeValue,
} from './hostile-values';
import { b64url, type Outgoing, type Sealer } from './wire';

/** What a case needs when it is sent: the route, its current caller and valid input, the sealer. */
export interface CaseContext {
  entry: FuzzEntry;
  who: FuzzCaller;
  /** The valid input of the current caller. */
  base: Body;
  /** The valid input the cases were derived from (of the first caller). */
  original: Body;
  sealer: Sealer;
  operatorToken: string;
}

/**
 * A request ready to send. `echo` is its input as text where the wire form hides it (sealed);
 * `input` is the input itself where the case made one, for `renew` after a success.
 */
export type Built = Omit<Outgoing, 'headers'> & {
  headers?: Record<string, string>;
  echo?: string;
  input?: unknown;
};

/** One hostile request: what it is (for the report), who sends it and how it is put on the wire. */
export interface FuzzCase {
  label: string;
  auth: AuthVariant;
  build(ctx: CaseContext): Promise<Built>;
  /** Set where any answer but a refusal is wrong, whatever the route: not only a 5xx fails. */
  mustRefuse?: true;
}

/** The caller's own credentials, or (the anonymous subset) none, forged or someone else's. */
export type AuthVariant =
  | 'own'
  | 'none'
  | 'garbage bearer'
  | 'own token without MFA header'
  | 'operator token'
  | 'huge bearer'
  | 'basic';

const methodOf = (entry: FuzzEntry) => entry.route.split(' ')[0] as 'GET' | 'POST';
const pathOf = (entry: FuzzEntry, input: unknown) => entry.path?.(input) ?? entry.route.split(' ')[1]!;

/** The credentials a case carries. */
export function authHeaders(variant: AuthVariant, ctx: CaseContext): Record<string, string> {
  const token = ctx.who.token;
  switch (variant) {
    case 'own':
      return token ? { authorization: `Bearer ${token}`, 'x-mfa-value': 'authenticated' } : {};
    case 'none':
      return {};
    case 'garbage bearer':
      return { authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.', 'x-mfa-value': 'authenticated' };
    case 'own token without MFA header':
      return token ? { authorization: `Bearer ${token}` } : {};
    case 'operator token':
      return { authorization: `Bearer ${ctx.operatorToken}`, 'x-mfa-value': 'authenticated' };
    case 'huge bearer':
      return { authorization: `Bearer ${'A'.repeat(12_000)}`, 'x-mfa-value': 'authenticated' };
    case 'basic':
      return { authorization: `Basic ${Buffer.from('ddp-x:\u0000\u00ff').toString('base64')}` };
  }
}

/** Puts any input on the wire the way the route takes input, sealed where the route seals. */
async function encodeInput(ctx: CaseContext, given: unknown, seal: 'session' | 'rsa'): Promise<Built> {
  const input = rebase(given, ctx.original, ctx.base);
  return { ...(await encodeWire(ctx, input, seal)), input };
}

async function encodeWire(ctx: CaseContext, input: unknown, seal: 'session' | 'rsa'): Promise<Built> {
  const { entry, who, sealer } = ctx;
  const method = methodOf(entry);
  const path = pathOf(entry, input);
  switch (entry.transport) {
    case 'sealed': {
      const plaintext = JSON.stringify(input) ?? 'null';
      const envelope =
        seal === 'session' && who.envelopeKey
          ? await sealer.session(plaintext, who.envelopeKey)
          : await sealer.rsa(plaintext);
      const sealed =
        method === 'GET'
          ? { method, path: `${path}?${queryOf([['encryptData', envelope]])}` }
          : jsonRequest(method, path, { encryptData: envelope });
      return { ...sealed, echo: plaintext };
    }
    case 'json':
      return method === 'GET'
        ? { method, path: `${path}?${queryOf(fieldsOf(input))}` }
        : jsonRequest(method, path, input);
    case 'query':
    case 'bare':
      return { method, path: withQuery(path, queryOf(fieldsOf(input))) };
    case 'form':
      return {
        method,
        path,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: queryOf(fieldsOf(input)),
      };
    case 'multipart': {
      const { contentType, body } = multipartOf(fieldsOf(input), [validPng()]);
      return { method, path, headers: { 'content-type': contentType }, body };
    }
  }
}

/** The valid input, as the rightful caller sends it. */
export const encodeExample = (ctx: CaseContext) => encodeInput(ctx, ctx.base, 'session');

/**
 * Moves an input made for the first caller over to the current one: every text of the first valid
 * input (ids, e-mail, codes) that differs in the current one is replaced wherever it occurs.
 */
function rebase(input: unknown, original: Body, current: Body): unknown {
  if (original === current) return input;
  const swaps: Array<[string, string]> = [];
  const collect = (from: unknown, to: unknown) => {
    if (typeof from === 'string' && typeof to === 'string' && from !== to && from !== '')
      swaps.push([from, to]);
    else if (from && to && typeof from === 'object' && typeof to === 'object')
      for (const key of Object.keys(from)) collect((from as Body)[key], (to as Body)[key]);
  };
  collect(original, current);
  if (swaps.length === 0) return input;
  // All at once, so that a text swapped in is never swapped again.
  const to = new Map(swaps);
  const pattern = new RegExp(
    [...to.keys()]
      .sort((a, b) => b.length - a.length)
      .map((from) => from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('|'),
    'g',
  );
  const swap = (value: unknown): unknown => {
    if (typeof value === 'string') return value.replace(pattern, (from) => to.get(from) ?? from);
    if (Array.isArray(value)) return value.map(swap);
    if (value && typeof value === 'object') {
      const copy: Body = {};
      for (const key of Object.keys(value)) withKey(copy, key, swap((value as Body)[key]));
      return copy;
    }
    return value;
  };
  return swap(input);
}

const withQuery = (path: string, query: string) => (query ? `${path}?${query}` : path);

const jsonRequest = (method: 'GET' | 'POST', path: string, body: unknown) => ({
  method,
  path,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body) ?? 'null',
});

const validPng = (): FilePart => ({
  field: 'files',
  name: 'screen.png',
  type: 'image/png',
  bytes: samples.png(),
});

/** Cases from the route's schema: hostile input, well sealed and sent by the rightful caller. */
function inputCases(
  entry: FuzzEntry,
  base: Body,
): fc.Arbitrary<{ input: BodyCase; seal: 'session' | 'rsa' }> {
  const node = nodeOfSchema(entry.schema);
  return fc.record({
    input: bodyCases(node, base),
    // The web app seals signed-in calls with the session key; RSA (the slow path) gets a share.
    seal: fc.constantFrom<'session' | 'rsa'>('session', 'session', 'session', 'session', 'session', 'rsa'),
  });
}

/** Broken envelopes: every way `encryptData` can be wrong. */
function envelopeCases(): fc.Arbitrary<FuzzCase> {
  const valid = (ctx: CaseContext) => ctx.sealer.rsa(JSON.stringify(ctx.base));
  const carry = (label: string, envelope: (ctx: CaseContext) => Promise<unknown>, extra: Body = {}) => ({
    label,
    auth: 'own' as const,
    async build(ctx: CaseContext) {
      const method = methodOf(ctx.entry);
      const path = pathOf(ctx.entry, ctx.base);
      const value = await envelope(ctx);
      return method === 'GET'
        ? { method, path: `${path}?${queryOf(fieldsOf({ encryptData: value, ...extra }))}` }
        : jsonRequest(method, path, { encryptData: value, ...extra });
    },
  });
  const plaintexts: Array<[string, string | Uint8Array]> = [
    ['not JSON', 'not json at all'],
    ['JSON array', '[1,2,3]'],
    ['JSON string', '"text"'],
    ['JSON null', 'null'],
    ['invalid UTF-8', new Uint8Array([0x7b, 0x22, 0xc3, 0x28, 0x22, 0x3a, 0x31, 0x7d])],
    ['empty', ''],
    ['prototype key', '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}'],
    ['deep nesting', `${'['.repeat(20_000)}${']'.repeat(20_000)}`],
  ];
  const headers: unknown[] = [
    null,
    [],
    'text',
    { alg: 'none' },
    { alg: 'dir', enc: 'A256GCM' },
    { alg: 'RSA-OAEP-256', enc: 'A256GCM', kid: { __proto__: null } },
    { alg: 'RSA-OAEP-256', enc: 'A256GCM', kid: 'constructor' },
    { alg: 'RSA-OAEP-256', enc: 'A256GCM', kid: '__proto__' },
    { alg: 'RSA-OAEP-256', enc: 'A256GCM', kid: '\u0000' },
    { alg: 'HS256' },
    { alg: 'RSA1_5', enc: 'A128CBC-HS256' },
    { zip: 'DEF', alg: 'RSA-OAEP-256', enc: 'A256GCM' },
    { crit: ['exp'], alg: 'RSA-OAEP-256', enc: 'A256GCM' },
  ];
  return fc.oneof(
    wrongTypeValue.map((value) => carry('encryptData of the wrong type', async () => value)),
    fc
      .oneof(
        oddString,
        longString(70_000),
        fc.constantFrom(
          'a.b.c.d.e',
          '....',
          '.',
          'eyJ9.e30.e30.e30.e30',
          `${'A'.repeat(100)}.${'B'.repeat(100)}`,
        ),
      )
      .map((text) => carry('encryptData not a JWE', async () => text)),
    fc.double({ min: 0, max: 1, noNaN: true }).map((at) =>
      carry('truncated JWE', async (ctx) => {
        const jwe = await valid(ctx);
        return jwe.slice(0, Math.floor(jwe.length * at));
      }),
    ),
    fc
      .tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.constantFrom('A', '_', '-', '.', '=', '~'))
      .map(([at, char]) =>
        carry(`JWE with a character changed to ${char}`, async (ctx) => {
          const jwe = await valid(ctx);
          const index = Math.min(jwe.length - 1, Math.floor(jwe.length * at));
          return jwe.slice(0, index) + char + jwe.slice(index + 1);
        }),
      ),
    fc.integer({ min: 0, max: 5 }).map((drop) =>
      carry(`JWE with part ${drop} dropped or doubled`, async (ctx) => {
        const parts = (await valid(ctx)).split('.');
        if (drop === 5) return [...parts, parts[4]].join('.');
        parts.splice(drop, 1);
        return parts.join('.');
      }),
    ),
    fc.constantFrom(...headers).map((header) =>
      carry(`JWE with header ${JSON.stringify(header)}`, async (ctx) => {
        const parts = (await valid(ctx)).split('.');
        parts[0] = b64url(typeof header === 'string' ? header : JSON.stringify(header));
        return parts.join('.');
      }),
    ),
    fc.constant(carry('JWE for another RSA key', (ctx) => ctx.sealer.stranger(JSON.stringify(ctx.base)))),
    // Well made and for the right key, but compressed: the payload would be valid once inflated.
    fc.constantFrom('rsa', 'session').map((seal) => ({
      ...carry(`JWE compressed with zip DEF (${seal})`, (ctx) =>
        seal === 'session' && ctx.who.envelopeKey
          ? ctx.sealer.session(JSON.stringify(ctx.base), ctx.who.envelopeKey, { zip: 'DEF' })
          : ctx.sealer.rsa(JSON.stringify(ctx.base), { zip: 'DEF' }),
      ),
      mustRefuse: true as const,
    })),
    fc.constant(
      carry('session JWE under a made-up key', (ctx) => ctx.sealer.forgedSession(JSON.stringify(ctx.base))),
    ),
    fc
      .integer({ min: 0, max: 4 })
      .map((variant) =>
        carry(`JWE with refused algorithms (${variant})`, (ctx) =>
          ctx.sealer.otherAlgorithms(JSON.stringify(ctx.base), variant),
        ),
      ),
    fc
      .constantFrom(...plaintexts)
      .map(([label, plaintext]) => carry(`JWE of ${label}`, (ctx) => ctx.sealer.rsa(plaintext))),
    fc
      .tuple(fc.constantFrom(...PROTOTYPE_KEYS), hostileValue)
      .map(([key, value]) =>
        carry(
          `envelope beside an extra ${key}`,
          valid,
          JSON.parse(`{"${key}": ${JSON.stringify(value) ?? 'null'}}`),
        ),
      ),
  );
}

/** Bodies that are not what the content type says, or content types the route does not take. */
function bodyShapeCases(): fc.Arbitrary<FuzzCase> {
  const rawTexts = [
    '{',
    '{"a":1,}',
    "{'a':1}",
    '\ufeff{}',
    '{"a":NaN}',
    '{"a":1}{"b":2}',
    '{"__proto__":{"isAdmin":true}}',
    '{"constructor":{"prototype":{"isAdmin":true}}}',
    '{"a":1,"a":2}',
    `{"n":1${'0'.repeat(400)}}`,
    `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
    '',
    'null',
    '\u0000',
  ];
  const contentTypes = [
    'application/json',
    'text/plain',
    'application/xml',
    'application/json; charset=utf-16',
    'application/x-www-form-urlencoded',
    'multipart/form-data',
    'multipart/form-data; boundary=x',
    'application/octet-stream',
    'application/json;;; charset=',
    '*/*',
  ];
  const raw = (label: string, contentType: string | undefined, body: string | Uint8Array): FuzzCase => ({
    label,
    auth: 'own' as const,
    async build(ctx: CaseContext) {
      return {
        method: 'POST' as const,
        path: pathOf(ctx.entry, ctx.base),
        headers: contentType === undefined ? {} : ({ 'content-type': contentType } as Record<string, string>),
        body,
      };
    },
  });
  return fc.oneof(
    fc
      .tuple(fc.constantFrom(...rawTexts), fc.constantFrom(...contentTypes))
      .map(([text, type]) => raw(`raw body ${JSON.stringify(text.slice(0, 40))} as ${type}`, type, text)),
    fc.constantFrom(...contentTypes).map(
      (type): FuzzCase => ({
        label: `valid input sent as ${type}`,
        auth: 'own' as const,
        async build(ctx: CaseContext) {
          const out = await encodeInput(ctx, ctx.base, 'rsa');
          return { ...out, method: 'POST' as const, headers: { 'content-type': type } };
        },
      }),
    ),
    fc.constant(raw('a body over the size limit', 'application/json', `{"a":"${'x'.repeat(1_100_000)}"}`)),
    fc.constant(raw('a body without content type', undefined, '{"a":1}')),
  );
}

/** Query strings no browser would send. */
function queryCases(): fc.Arbitrary<FuzzCase> {
  const queries = fc.oneof(
    fc.constantFrom(
      '%',
      '%ZZ',
      '%E0%A4%A',
      '%00',
      '%ED%A0%80',
      'a[b]=1&a[c]=2',
      '__proto__[isAdmin]=true',
      'constructor[prototype][isAdmin]=true',
      '__proto__=1&__proto__=2',
      'toString=1',
      'encryptData=a&encryptData=b',
      '=&=&&',
      ';;;',
      '?',
      '#fragment',
    ),
    fc.integer({ min: 1_000, max: 15_000 }).map((n) => `q=${'a'.repeat(n)}`),
    fc.constant(`q=${'%41'.repeat(30_000)}`),
    fc.array(fc.tuple(oddString, oddString), { maxLength: 6 }).map((pairs) => queryOf(pairs)),
    fc
      .integer({ min: 100, max: 3_000 })
      .map((n) => Array.from({ length: n }, (_, i) => `k${i % 7}=${i}`).join('&')),
  );
  return queries.map((query) => ({
    label: `query string ${JSON.stringify(query.slice(0, 60))}${query.length > 60 ? ` (${query.length} chars)` : ''}`,
    auth: 'own' as const,
    async build(ctx: CaseContext) {
      const out = await encodeInput(ctx, ctx.base, 'session');
      const [path, given] = out.path.split('?');
      return { ...out, path: `${path}?${given ? `${given}&` : ''}${query}` };
    },
  }));
}

/** Hostile OAuth forms and client authentication headers. */
function formCases(): fc.Arbitrary<FuzzCase> {
  const forms = fc.oneof(
    fc.constantFrom(
      'grant_type=client_credentials&grant_type=client_credentials',
      'grant_type=client_credentials&toString=1',
      'grant_type=client_credentials&__proto__=x&constructor=y',
      'grant_type=%ZZ&client_id=%',
      'grant_type=client_credentials&client_id=ddp-%00&client_secret=%00',
      `grant_type=client_credentials&client_secret=${'s'.repeat(9_000)}`,
      'grant_type=client_credentials&scope=%20%20%20',
      'grant_type=client_credentials&scope=api%00admin',
      'token=&token_type_hint=access_token',
      'token_type_hint=refresh_token&token=x',
    ),
    fc
      .array(fc.tuple(fc.oneof(oddString, fc.constantFrom(...PROTOTYPE_KEYS)), oddString), { maxLength: 6 })
      .map(queryOf),
  );
  const basics = [
    'Basic',
    'Basic !!!',
    `Basic ${Buffer.from('no-colon').toString('base64')}`,
    `Basic ${Buffer.from(':').toString('base64')}`,
    `Basic ${Buffer.from('%ZZ:%ZZ').toString('base64')}`,
    `Basic ${Buffer.from('ddp-00000000000000000000000000000000:\u0000').toString('base64')}`,
    `Basic ${'A'.repeat(8_000)}`,
    'Bearer x',
  ];
  return fc.oneof(
    forms.map((form) => ({
      label: `form ${JSON.stringify(form.slice(0, 60))}`,
      auth: 'none' as const,
      async build(ctx: CaseContext) {
        return {
          method: 'POST' as const,
          path: pathOf(ctx.entry, ctx.base),
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: form,
        };
      },
    })),
    fc.constantFrom(...basics).map((header) => ({
      label: `client authentication header ${JSON.stringify(header.slice(0, 40))}`,
      auth: 'none' as const,
      async build(ctx: CaseContext) {
        const fields = fieldsOf(ctx.base).filter(([key]) => !key.startsWith('client_'));
        return {
          method: 'POST' as const,
          path: pathOf(ctx.entry, ctx.base),
          headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: header },
          body: queryOf(fields),
        };
      },
    })),
  );
}

/** Multipart bodies broken in their frame, their parts or their files. */
function multipartCases(): fc.Arbitrary<FuzzCase> {
  const send = (label: string, make: (ctx: CaseContext) => { contentType: string; body: Uint8Array }) => ({
    label,
    auth: 'own' as const,
    async build(ctx: CaseContext) {
      const { contentType, body } = make(ctx);
      return {
        method: 'POST' as const,
        path: pathOf(ctx.entry, ctx.base),
        headers: { 'content-type': contentType },
        body,
      };
    },
  });
  const fieldsWith = (ctx: CaseContext, count: number) =>
    fieldsOf({ ...ctx.base, fileCount: String(count) }) as Array<[string, string]>;
  const fileOf = fc.record({
    field: fc.constantFrom('files', 'files[]', 'file', '__proto__', 'title', ''),
    name: fc.oneof(
      fc.constantFrom(
        'screen.png',
        '../../etc/passwd',
        'a\u0000b.png',
        '\u202egnp.exe',
        '',
        '.',
        '..',
        'x'.repeat(600),
      ),
      fc.constantFrom(...UNICODE_EDGES).map((edge) => `${edge}.png`),
    ),
    type: fc.constantFrom(
      'image/png',
      'application/x-msdownload',
      'text/html',
      '',
      'image/png; charset=\u00ff',
    ),
    bytes: fc.oneof(
      fc.constantFrom(samples.png(), samples.pdf(), samples.jpeg(), samples.exe(), new Uint8Array(0)),
      fc.uint8Array({ maxLength: 200 }),
      fc.constant(Buffer.concat([samples.png(), Buffer.alloc(200)])),
    ),
  });
  return fc.oneof(
    fc
      .array(fileOf, { maxLength: 7 })
      .map((files) =>
        send(`${files.length} odd files`, (ctx) =>
          multipartOf(fieldsWith(ctx, files.length), files as FilePart[]),
        ),
      ),
    fc
      .constantFrom(
        'no boundary',
        'wrong boundary',
        'no closing boundary',
        'truncated in a part',
        'header without a name',
        'endless headers',
        'forty-one parts',
        'a field over 64 KiB',
        'the same field twice',
        'CRLF missing',
      )
      .map((variant) =>
        send(`multipart ${variant}`, (ctx) => {
          const good = multipartOf(fieldsWith(ctx, 1), [validPng()], 'fuzzboundary');
          const text = Buffer.from(good.body).toString('latin1');
          const as = (body: string, contentType = good.contentType) => ({
            contentType,
            body: Buffer.from(body, 'latin1'),
          });
          switch (variant) {
            case 'no boundary':
              return as(text, 'multipart/form-data');
            case 'wrong boundary':
              return as(text, 'multipart/form-data; boundary=other');
            case 'no closing boundary':
              return as(text.replace('--fuzzboundary--\r\n', ''));
            case 'truncated in a part':
              return as(text.slice(0, Math.floor(text.length / 2)));
            case 'header without a name':
              return as(text.replace(/name="title"/, ''));
            case 'endless headers':
              return as(
                text.replace('Content-Disposition', `X-A: ${'a'.repeat(100_000)}\r\nContent-Disposition`),
              );
            case 'forty-one parts':
              return multipartOf(
                [
                  ...fieldsWith(ctx, 0),
                  ...Array.from({ length: 41 }, (_, i) => [`x${i}`, 'v'] as [string, string]),
                ],
                [],
              );
            case 'a field over 64 KiB':
              return multipartOf(
                [
                  ...fieldsWith(ctx, 0).filter(([k]) => k !== 'description'),
                  ['description', 'd'.repeat(70_000)],
                ],
                [],
              );
            case 'the same field twice':
              return multipartOf([['title', '\u0000'], ...fieldsWith(ctx, 0)], []);
            default:
              return as(text.replace(/\r\n/g, '\n'));
          }
        }),
      ),
  );
}

/** Transport-level cases that fit the route's way of taking input. */
function transportCases(entry: FuzzEntry): fc.Arbitrary<FuzzCase> {
  const method = methodOf(entry);
  const perTransport: Record<FuzzEntry['transport'], fc.Arbitrary<FuzzCase>[]> = {
    sealed: method === 'GET' ? [envelopeCases(), queryCases()] : [envelopeCases(), bodyShapeCases()],
    json: method === 'GET' ? [queryCases()] : [bodyShapeCases()],
    query: [queryCases()],
    bare: [queryCases()],
    form: [formCases(), bodyShapeCases()],
    multipart: [multipartCases(), bodyShapeCases()],
  };
  return fc.oneof(...perTransport[entry.transport]);
}

const AUTH: fc.Arbitrary<AuthVariant> = fc.oneof(
  { weight: 16, arbitrary: fc.constant('own' as const) },
  { weight: 2, arbitrary: fc.constant('none' as const) },
  {
    weight: 2,
    arbitrary: fc.constantFrom<AuthVariant>(
      'garbage bearer',
      'own token without MFA header',
      'operator token',
      'huge bearer',
      'basic',
    ),
  },
);

/**
 * Every case of a route: mostly hostile input from its schema, sent by its rightful caller so that
 * the handler is reached; a share of transport-level breakage; and a share sent anonymously or with
 * forged or foreign credentials.
 */
export function casesFor(entry: FuzzEntry, base: Body): fc.Arbitrary<FuzzCase> {
  const fromInput = fc.tuple(inputCases(entry, base), AUTH).map(
    ([{ input, seal }, auth]): FuzzCase => ({
      label: `${input.label}${entry.transport === 'sealed' ? ` (${seal} envelope)` : ''}`,
      auth,
      build: (ctx) => encodeInput(ctx, input.body, seal),
    }),
  );
  return fc.oneof(
    { weight: 7, arbitrary: fromInput },
    { weight: 2, arbitrary: transportCases(entry) },
    {
      weight: 1,
      arbitrary: fc.tuple(transportCases(entry), AUTH).map(([c, auth]) => ({ ...c, auth })),
    },
  );
}
