import { expect } from 'vitest';
import { ok, textWith } from './replies';
import { route } from './row';

/** Licence notes: open to everybody, signed in or not (/thirdPartyLicense needs no sign-in). */
export const licenceRows = [
  route('GET /v1/ddp/get-all-license-name', {
    allowed: 'anyone',
    succeeds: ok({ message: expect.arrayContaining([{ license_name: 'MIT' }]) }),
    call: (w, who) => w.encGet(who, '/v1/ddp/get-all-license-name', {}),
    ids: [],
  }),
  route('GET /v1/ddp/get-all-details', {
    allowed: 'anyone',
    succeeds: ok({ message: expect.any(Array) }),
    call: (w, who) => w.encGet(who, '/v1/ddp/get-all-details', { license_name: 'MIT' }),
    ids: [],
  }),
  route('GET /v1/ddp/third-party-notices', {
    allowed: 'anyone',
    succeeds: textWith('Third-party software notices'),
    call: (w, who) => w.plain(who, 'GET', '/v1/ddp/third-party-notices?license_name=MIT'),
    ids: [],
  }),
];
