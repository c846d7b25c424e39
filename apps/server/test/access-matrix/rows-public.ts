import { messages } from '@ddp/contract';
import { expect } from 'vitest';
import { aRegistration, GOOD_PASSWORD } from '../test-support/accounts';
import { namesOfA } from './cross-company';
import { created, ok } from './replies';
import { route } from './row';

const nobody = 'nobody.at.all@example.com';
const unknownEmail = () => `nobody.${Math.random().toString(16).slice(2, 10)}@example.com`;
const WRONG_PASSWORD = 'Wrong-Horse-Battery-0';

// Sign-in steps with a wrong password: the address of A's member must look like an unknown one.
const FAILED_SIGN_IN_IS_RECORDED =
  'a failed password step is recorded on the account it names (spec: last unsuccessful login)';

const loginAs = namesOfA({
  field: 'email',
  ofA: async (w) => (await w.memberOfA()).email,
  unknown: unknownEmail,
  call: (w, who, email) => w.enc(who, '/v1/ddp/login', { email, password: WRONG_PASSWORD }),
  changesA: FAILED_SIGN_IN_IS_RECORDED,
});

const resendFor = namesOfA({
  field: 'email',
  ofA: async (w) => (await w.memberOfA()).email,
  unknown: unknownEmail,
  call: (w, who, email) => w.enc(who, '/v1/ddp/resend-qrcode', { email, password: WRONG_PASSWORD }),
  changesA: FAILED_SIGN_IN_IS_RECORDED,
});

const forgotFor = namesOfA({
  field: 'email',
  ofA: async (w) => (await w.memberOfA()).email,
  unknown: unknownEmail,
  call: (w, who, email) => w.enc(who, '/v1/ddp/forgot-password', { email }),
  changesA: 'the reset link goes to the address named, whoever asks (spec: forgot password)',
});

// One account per e-mail on the whole platform, so registering a taken address must say so; compared
// with an address taken in a third company, A's member's address must reveal nothing more.
const registerWith = namesOfA({
  field: 'email (against one taken outside A)',
  ofA: (w) => w.userA.email,
  unknown: (w) => w.spare.email,
  call: (w, who, email) => w.plain(who, 'POST', '/v1/ddp/register-user', { Data: aRegistration({ email }) }),
});

/** Routes anybody may call: health, keys, reference data, the steps before a session exists. */
export const publicRows = [
  route('GET /healthz', {
    allowed: 'anyone',
    succeeds: { status: 200, body: { status: 'ok' } },
    call: (w, who) => w.plain(who, 'GET', '/healthz'),
    ids: [],
  }),
  route('GET /readyz', {
    allowed: 'anyone',
    succeeds: { status: 200, body: { status: 'ready' } },
    call: (w, who) => w.plain(who, 'GET', '/readyz'),
    ids: [],
  }),
  route('GET /v1/ddp/encryption-key', {
    allowed: 'anyone',
    succeeds: ok({ key: expect.objectContaining({ kty: 'RSA' }) }),
    call: (w, who) => w.plain(who, 'GET', '/v1/ddp/encryption-key'),
    ids: [],
  }),
  route('GET /v1/ddp/countries', {
    allowed: 'anyone',
    succeeds: ok({ countries: expect.arrayContaining([expect.objectContaining({ iso2: 'DE' })]) }),
    call: (w, who) => w.plain(who, 'GET', '/v1/ddp/countries'),
    ids: [],
  }),
  route('GET /v1/ddp/portal-config', {
    allowed: 'anyone',
    succeeds: ok({ links: expect.objectContaining({ contact: '/dev-portal/legal/contact' }) }),
    call: (w, who) => w.plain(who, 'GET', '/v1/ddp/portal-config'),
    ids: [],
  }),
  route('GET /v1/ddp/legal-pages/:name', {
    allowed: 'anyone',
    succeeds: ok({ page: null }),
    call: (w, who) => w.plain(who, 'GET', '/v1/ddp/legal-pages/imprint'),
    ids: [],
  }),
  route('POST /v1/ddp/citydata', {
    allowed: 'anyone',
    succeeds: { status: 200, body: { result: 'success', cities: expect.any(Array) } },
    call: (w, who) => w.plain(who, 'POST', '/v1/ddp/citydata', { countryname: 'Germany' }),
    ids: [],
  }),
  route('GET /.well-known/jwks.json', {
    allowed: 'anyone',
    succeeds: {
      status: 200,
      body: { keys: expect.arrayContaining([expect.objectContaining({ alg: 'EdDSA' })]) },
    },
    call: (w, who) => w.plain(who, 'GET', '/.well-known/jwks.json'),
    ids: [],
  }),
  route('GET /.well-known/oauth-authorization-server', {
    allowed: 'anyone',
    succeeds: { status: 200, body: { issuer: 'http://portal.test' } },
    call: (w, who) => w.plain(who, 'GET', '/.well-known/oauth-authorization-server'),
    ids: [],
  }),
  // The dev mailbox exists only without SMTP, which production refuses to start without. It shows
  // the mail of any address to anyone: a development tool outside the companies' data, so its `to`
  // is not checked across companies.
  route('GET /v1/dev/mailbox', {
    allowed: 'anyone',
    succeeds: ok({ messages: [] }),
    call: (w, who) => w.plain(who, 'GET', `/v1/dev/mailbox?to=${encodeURIComponent(nobody)}`),
    ids: [],
  }),
  // Likewise only with DEV_CLOCK=true, which production refuses: browser journeys move time with it.
  route('GET /v1/dev/clock', {
    allowed: 'anyone',
    succeeds: ok({ now: expect.any(String) }),
    call: (w, who) => w.plain(who, 'GET', '/v1/dev/clock'),
    ids: [],
  }),
  route('POST /v1/dev/clock', {
    allowed: 'anyone',
    succeeds: ok({ now: expect.any(String) }),
    // Moves no time: the whole matrix runs on this clock, and sessions expire by it.
    call: (w, who) => w.plain(who, 'POST', '/v1/dev/clock', { advanceMs: 0 }),
    ids: [],
  }),
  route('POST /v1/ddp/register-user', {
    allowed: 'anyone',
    succeeds: created({ message: messages.registered }),
    call: (w, who) => w.plain(who, 'POST', '/v1/ddp/register-user', { Data: aRegistration() }),
    ids: [registerWith],
  }),
  route('POST /v1/ddp/login', {
    allowed: 'anyone',
    succeeds: ok({ message: messages.loginSucceeded, data: expect.any(String), reset_password: false }),
    call: (w, who) => w.enc(who, '/v1/ddp/login', { email: w.spare.email, password: GOOD_PASSWORD }),
    ids: [loginAs],
  }),
  route('POST /v1/ddp/resend-qrcode', {
    allowed: 'anyone',
    succeeds: ok({ message: messages.qrResent }),
    call: (w, who) => w.enc(who, '/v1/ddp/resend-qrcode', { email: w.spare.email, password: GOOD_PASSWORD }),
    ids: [resendFor],
  }),
  route('POST /v1/ddp/forgot-password', {
    allowed: 'anyone',
    succeeds: ok({ message: messages.forgotSent }),
    call: (w, who) => w.enc(who, '/v1/ddp/forgot-password', { email: w.spare.email }),
    ids: [forgotFor],
  }),
];
