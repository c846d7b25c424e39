import { aRegistration, GOOD_PASSWORD } from '../test-support/accounts';
import { route } from './row';

const bogusToken = 'A'.repeat(43);
const nobody = 'nobody.at.all@example.com';

/** Routes anybody may call: health, keys, reference data, and the steps before a session exists. */
export const publicRows = [
  route('GET /healthz', { allowed: 'anyone', call: (w, who) => w.plain(who, 'GET', '/healthz') }),
  route('GET /readyz', { allowed: 'anyone', call: (w, who) => w.plain(who, 'GET', '/readyz') }),
  route('GET /v1/ddp/encryption-key', {
    allowed: 'anyone',
    call: (w, who) => w.plain(who, 'GET', '/v1/ddp/encryption-key'),
  }),
  route('GET /v1/ddp/countries', {
    allowed: 'anyone',
    call: (w, who) => w.plain(who, 'GET', '/v1/ddp/countries'),
  }),
  route('GET /v1/ddp/portal-config', {
    allowed: 'anyone',
    call: (w, who) => w.plain(who, 'GET', '/v1/ddp/portal-config'),
  }),
  route('POST /v1/ddp/citydata', {
    allowed: 'anyone',
    call: (w, who) => w.plain(who, 'POST', '/v1/ddp/citydata', { countryname: 'Germany' }),
  }),
  route('GET /.well-known/jwks.json', {
    allowed: 'anyone',
    call: (w, who) => w.plain(who, 'GET', '/.well-known/jwks.json'),
  }),
  route('GET /.well-known/oauth-authorization-server', {
    allowed: 'anyone',
    call: (w, who) => w.plain(who, 'GET', '/.well-known/oauth-authorization-server'),
  }),
  // The dev mailbox exists only without SMTP, which production refuses to start without.
  route('GET /v1/dev/mailbox', {
    allowed: 'anyone',
    call: (w, who) => w.plain(who, 'GET', `/v1/dev/mailbox?to=${encodeURIComponent(nobody)}`),
  }),
  route('POST /v1/ddp/register-user', {
    allowed: 'anyone',
    call: (w, who) => w.plain(who, 'POST', '/v1/ddp/register-user', { Data: aRegistration() }),
  }),
  route('POST /v1/ddp/login', {
    allowed: 'anyone',
    call: (w, who) => w.enc(who, '/v1/ddp/login', { email: w.spare.email, password: GOOD_PASSWORD }),
  }),
  route('POST /v1/ddp/resend-qrcode', {
    allowed: 'anyone',
    call: (w, who) => w.enc(who, '/v1/ddp/resend-qrcode', { email: w.spare.email, password: GOOD_PASSWORD }),
  }),
  route('POST /v1/ddp/forgot-password', {
    allowed: 'anyone',
    call: (w, who) => w.enc(who, '/v1/ddp/forgot-password', { email: w.spare.email }),
  }),
  route('POST /v1/ddp/validate-reset-password-token', {
    allowed: 'same-for-all',
    call: (w, who) =>
      w.enc(who, '/v1/ddp/validate-reset-password-token', {
        email: w.spare.email,
        token: bogusToken,
        date: new Date().toISOString(),
      }),
  }),
  route('POST /v1/ddp/custom-reset-password', {
    allowed: 'same-for-all',
    call: (w, who) =>
      w.enc(who, '/v1/ddp/custom-reset-password', {
        email: w.spare.email,
        token: bogusToken,
        newPass: 'Another-Horse-Battery-7',
      }),
  }),
  route('POST /v1/ddp/reset-password', {
    allowed: 'same-for-all',
    call: (w, who) =>
      w.enc(who, '/v1/ddp/reset-password', {
        email: nobody,
        oldPass: GOOD_PASSWORD,
        newPass: 'Another-Horse-Battery-7',
      }),
  }),
  route('POST /v1/ddp/update-consumer', {
    allowed: 'same-for-all',
    call: (w, who) =>
      w.enc(who, '/v1/ddp/update-consumer', {
        firstname: 'Grace',
        lastname: 'Hopper',
        email: nobody,
        password: GOOD_PASSWORD,
        mobile: '+49 1701234567 DE',
        ddpInvite: true,
        createdUserId: w.ownerA.consumerId,
        token: bogusToken,
      }),
  }),
];
