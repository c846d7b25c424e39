import { randomBytes, randomUUID } from 'node:crypto';
import { route } from './row';
import { type Caller, SIGNED_IN, type World } from './world';

const unknownClient = () => `ddp-${randomBytes(16).toString('hex')}`;

const remove = (w: World, who: Caller, credentialId: string) =>
  w.enc(who, '/v1/ddp/delete-oauth-credentials', { credentialId, consumerId: who.self.consumerId });
const regenerate = (w: World, who: Caller, client_id: string) =>
  w.enc(who, '/v1/ddp/regenerate-oauth-secret', { client_id, consumer_id: who.self.consumerId });
const viewOnce = (w: World, who: Caller, client_id: string) =>
  w.enc(who, '/v1/ddp/get-clientid-secret', { client_id });
const transfer = (w: World, who: Caller, client_id: string) =>
  w.enc(who, '/v1/ddp/transfer-oauth-access-token', {
    client_id,
    consumer: w.userA.email,
    fromconsumer: who.self.email,
  });
const accessToken = (w: World, who: Caller, client_id: string) =>
  w.enc(who, '/v1/ddp/generate-oauth-access-token', { client_id });

/** Credentials belong to the person holding them; the team sees names, never another's secret. */
export const credentialRows = [
  route('POST /v1/ddp/view-oauth-credentials', {
    allowed: SIGNED_IN,
    call: (w, who) => w.enc(who, '/v1/ddp/view-oauth-credentials', { consumerId: who.self.consumerId }),
  }),
  route('POST /v1/ddp/get-transferred-cred', {
    allowed: SIGNED_IN,
    call: (w, who) => w.enc(who, '/v1/ddp/get-transferred-cred', { email: who.self.email }),
  }),
  route('POST /v1/ddp/view-team-credentials', {
    allowed: SIGNED_IN,
    call: (w, who) =>
      w.enc(who, '/v1/ddp/view-team-credentials', {
        consumerId: who.self.consumerId,
        multi_consumers_auth: false,
      }),
  }),
  route('POST /v1/ddp/create-oauth-credentials', {
    allowed: SIGNED_IN,
    call: (w, who) =>
      w.enc(who, '/v1/ddp/create-oauth-credentials', {
        applicationName: 'Matrix app',
        consumerId: who.self.consumerId,
      }),
  }),
  route('POST /v1/ddp/delete-oauth-credentials', {
    allowed: ['ownerA'],
    call: async (w, who) => remove(w, who, (await w.credentialOfOwnerA()).id),
    unknown: (w, who) => remove(w, who, randomUUID()),
  }),
  route('POST /v1/ddp/regenerate-oauth-secret', {
    allowed: ['ownerA'],
    call: async (w, who) => regenerate(w, who, (await w.credentialOfOwnerA()).client_id),
    unknown: (w, who) => regenerate(w, who, unknownClient()),
  }),
  route('POST /v1/ddp/get-clientid-secret', {
    allowed: ['userA'],
    call: async (w, who) => viewOnce(w, who, await w.transferredToUserA()),
    unknown: (w, who) => viewOnce(w, who, unknownClient()),
  }),
  route('POST /v1/ddp/transfer-oauth-access-token', {
    allowed: ['ownerA'],
    call: async (w, who) => transfer(w, who, (await w.credentialOfOwnerA()).client_id),
    unknown: (w, who) => transfer(w, who, unknownClient()),
  }),
  route('POST /v1/ddp/generate-oauth-access-token', {
    allowed: ['ownerA'],
    call: async (w, who) => accessToken(w, who, (await w.credentialOfOwnerA()).client_id),
    unknown: (w, who) => accessToken(w, who, unknownClient()),
  }),
];
