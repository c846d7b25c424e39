import { route } from './row';

/** Licence notes: open to everybody, signed in or not (/thirdPartyLicense needs no sign-in). */
export const licenceRows = [
  route('GET /v1/ddp/get-all-license-name', {
    allowed: 'anyone',
    call: (w, who) => w.encGet(who, '/v1/ddp/get-all-license-name', {}),
  }),
  route('GET /v1/ddp/get-all-details', {
    allowed: 'anyone',
    call: (w, who) => w.encGet(who, '/v1/ddp/get-all-details', { license_name: 'MIT' }),
  }),
  route('GET /v1/ddp/third-party-notices', {
    allowed: 'anyone',
    call: (w, who) => w.plain(who, 'GET', '/v1/ddp/third-party-notices?license_name=MIT'),
  }),
];
