import { codeAt, GOOD_PASSWORD } from '../test-support/accounts';
import { route } from './row';
import { SIGNED_IN } from './world';

/** The second factor, the session's end and the person's own account. */
export const accountRows = [
  // Only the holder of a temporary token finishes signing in; a session or operator token does not.
  route('POST /v1/ddp/totp-validate', {
    allowed: ['temporary'],
    fresh: true,
    call: async (w, who) => {
      w.server.clock.advance(30_000);
      return w.enc(who, '/v1/ddp/totp-validate', {
        email: w.halfSignedIn.email,
        userToken: codeAt(w.halfSignedIn, w.server.clock),
      });
    },
  }),
  route('POST /v1/ddp/logout', {
    allowed: SIGNED_IN,
    fresh: true,
    call: (w, who) => w.enc(who, '/v1/ddp/logout', {}),
  }),
  route('GET /v1/ddp/view-personal-details', {
    allowed: SIGNED_IN,
    call: (w, who) => w.encGet(who, '/v1/ddp/view-personal-details', { emailid: who.self.email }),
  }),
  route('POST /v1/ddp/edit-details', {
    allowed: SIGNED_IN,
    call: (w, who) =>
      w.enc(who, '/v1/ddp/edit-details', {
        editfirstname: 'Ada',
        editlastname: 'Byron',
        editmobile: '+49 1701234567 DE',
        email: who.self.email,
        postal: '10117',
        city: 'Berlin',
        country: 'Germany',
        street: 'Unter den Linden 2',
      }),
  }),
  route('POST /v1/ddp/update-password', {
    allowed: SIGNED_IN,
    fresh: true,
    call: (w, who) =>
      w.enc(who, '/v1/ddp/update-password', {
        oldpassword: GOOD_PASSWORD,
        confirmpassword: 'Another-Horse-Battery-7',
        email: who.self.email,
      }),
  }),
  route('POST /v1/ddp/delete-details', {
    allowed: SIGNED_IN,
    fresh: true,
    call: (w, who) =>
      w.enc(who, '/v1/ddp/delete-details', { consumerId: who.self.consumerId, emailId: who.self.email }),
  }),
];
