import { randomBytes, randomUUID } from 'node:crypto';
import { messages } from '@ddp/contract';
import { expect } from 'vitest';
import { createCredential } from '../test-support/credentials';
import { namesOfA, ownIds } from './cross-company';
import { created, NO_SECRET_PERMISSION, NO_SECRET_TO_VIEW, NOT_FOUND, ok, WITHOUT_SESSION } from './replies';
import { type Call, route } from './row';
import { type Caller, SIGNED_IN, type World } from './world';

const unknownClient = () => `ddp-${randomBytes(16).toString('hex')}`;

const viewOwn: Call = (w, who) =>
  w.enc(who, '/v1/ddp/view-oauth-credentials', { consumerId: who.self.consumerId });
const viewTransferred: Call = (w, who) =>
  w.enc(who, '/v1/ddp/get-transferred-cred', { email: who.self.email });
const viewTeam: Call = (w, who) =>
  w.enc(who, '/v1/ddp/view-team-credentials', {
    consumerId: who.self.consumerId,
    multi_consumers_auth: false,
  });
const create: Call = (w, who) =>
  w.enc(who, '/v1/ddp/create-oauth-credentials', {
    applicationName: 'Matrix app',
    consumerId: who.self.consumerId,
  });
const remove = (w: World, who: Caller, credentialId: string) =>
  w.enc(who, '/v1/ddp/delete-oauth-credentials', { credentialId, consumerId: who.self.consumerId });
const regenerate = (w: World, who: Caller, client_id: string) =>
  w.enc(who, '/v1/ddp/regenerate-oauth-secret', { client_id, consumer_id: who.self.consumerId });
const viewOnce = (w: World, who: Caller, client_id: string) =>
  w.enc(who, '/v1/ddp/get-clientid-secret', { client_id });
const transfer = (w: World, who: Caller, client_id: string, to: string) =>
  w.enc(who, '/v1/ddp/transfer-oauth-access-token', {
    client_id,
    consumer: to,
    fromconsumer: who.self.email,
  });
const viewSecrets = (w: World, who: Caller, client_id: string) =>
  w.enc(who, '/v1/ddp/view-client-secrets', { client_id, consumer_id: who.self.consumerId });
const addSecret = (w: World, who: Caller, client_id: string) =>
  w.enc(who, '/v1/ddp/add-client-secret', { client_id, consumer_id: who.self.consumerId });
const revokeSecret = (w: World, who: Caller, target: { client_id: string; secret_id: string }) =>
  w.enc(who, '/v1/ddp/revoke-client-secret', { ...target, consumer_id: who.self.consumerId });
const viewKeys = (w: World, who: Caller, client_id: string) =>
  w.enc(who, '/v1/ddp/view-client-keys', { client_id, consumer_id: who.self.consumerId });
// A public Ed25519 key (RFC 8037's example): the matrix checks who may register it, not its use.
const MATRIX_JWKS = JSON.stringify({
  keys: [{ kty: 'OKP', crv: 'Ed25519', x: '11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo' }],
});
const setKeys = (w: World, who: Caller, client_id: string) =>
  w.enc(who, '/v1/ddp/set-client-keys', { client_id, consumer_id: who.self.consumerId, jwks: MATRIX_JWKS });
const removeKeys = (w: World, who: Caller, client_id: string) =>
  w.enc(who, '/v1/ddp/remove-client-keys', { client_id, consumer_id: who.self.consumerId });
/** A client of the Owner of A with a second secret, named by that secret's id. */
async function secondSecretOfA(w: World) {
  const { client_id } = await w.credentialOfOwnerA();
  const added = await addSecret(w, w.callers.ownerA, client_id);
  return { client_id, secret_id: (added.body as { data: { secret_id: string } }).data.secret_id };
}
const accessToken = (w: World, who: Caller, client_id: string) =>
  w.enc(who, '/v1/ddp/generate-oauth-access-token', { client_id });

/** A credential of the Owner of A named by a call, against a client id nobody has. */
const ownerAsCredential = (call: (w: World, who: Caller, client_id: string) => ReturnType<Call>) =>
  namesOfA({
    field: 'client_id',
    ofA: async (w) => (await w.credentialOfOwnerA()).client_id,
    unknown: unknownClient,
    call,
  });
const deletion = namesOfA({
  field: 'credentialId',
  ofA: async (w) => (await w.credentialOfOwnerA()).id,
  unknown: () => randomUUID(),
  call: remove,
});
const regeneration = ownerAsCredential(regenerate);
const oneTimeView = namesOfA({
  field: 'client_id',
  ofA: (w) => w.transferredToUserA(),
  unknown: unknownClient,
  call: viewOnce,
});
const transferOfA = ownerAsCredential((w, who, client_id) => transfer(w, who, client_id, w.userA.email));
// The caller's own credential handed to A's user: A's address must look like nobody's.
const transferToA = namesOfA({
  field: 'consumer (the e-mail it goes to)',
  ofA: (w) => w.userA.email,
  unknown: () => `nobody.${randomUUID().slice(0, 8)}@example.com`,
  call: async (w, who, to) => {
    const own = await createCredential(w.server.client, w.callers[who.name].self, 'Matrix handover');
    return transfer(w, who, own.client_id, to);
  },
});
const tokenOfA = ownerAsCredential(accessToken);
const secretsOfA = ownerAsCredential(viewSecrets);
const keysOfA = ownerAsCredential(viewKeys);
const keysSetOnA = ownerAsCredential(setKeys);
const keysRemovedOfA = ownerAsCredential(removeKeys);
const secretAddedToA = ownerAsCredential(addSecret);
const secretRevokedOfA = namesOfA({
  field: 'client_id and secret_id',
  ofA: secondSecretOfA,
  unknown: () => ({ client_id: unknownClient(), secret_id: randomUUID() }),
  call: revokeSecret,
});

/** Credentials belong to the person holding them; the team sees names, never another's secret. */
export const credentialRows = [
  route('POST /v1/ddp/view-oauth-credentials', {
    allowed: SIGNED_IN,
    succeeds: ok({ message: expect.any(Array) }),
    refused: WITHOUT_SESSION,
    call: viewOwn,
    ids: ownIds(viewOwn, 'consumerId'),
  }),
  route('POST /v1/ddp/get-transferred-cred', {
    allowed: SIGNED_IN,
    succeeds: ok({ data: expect.any(Array) }),
    refused: WITHOUT_SESSION,
    call: viewTransferred,
    ids: ownIds(viewTransferred, 'email'),
  }),
  route('POST /v1/ddp/view-team-credentials', {
    allowed: SIGNED_IN,
    succeeds: ok({ message: expect.any(Array) }),
    refused: WITHOUT_SESSION,
    call: viewTeam,
    ids: ownIds(viewTeam, 'consumerId'),
  }),
  route('POST /v1/ddp/create-oauth-credentials', {
    allowed: SIGNED_IN,
    succeeds: created({
      message: messages.credentialCreated,
      data: { client_id: expect.any(String), client_secret: expect.any(String) },
    }),
    refused: WITHOUT_SESSION,
    call: create,
    ids: ownIds(create, 'consumerId'),
  }),
  route('POST /v1/ddp/delete-oauth-credentials', {
    allowed: ['ownerA'],
    succeeds: ok({ message: messages.credentialDeleted }),
    refused: { ...WITHOUT_SESSION, userA: NOT_FOUND, userB: NOT_FOUND, ownerB: NOT_FOUND },
    call: deletion.callOnA,
    ids: [deletion, ...ownIds((w, who) => remove(w, who, randomUUID()), 'consumerId')],
  }),
  route('POST /v1/ddp/regenerate-oauth-secret', {
    allowed: ['ownerA'],
    succeeds: ok({ message: messages.secretRegenerated, New_Secret: expect.any(String) }),
    refused: { ...WITHOUT_SESSION, userA: NO_SECRET_PERMISSION, userB: NOT_FOUND, ownerB: NOT_FOUND },
    call: regeneration.callOnA,
    ids: [regeneration, ...ownIds((w, who) => regenerate(w, who, unknownClient()), 'consumerId')],
  }),
  route('POST /v1/ddp/get-clientid-secret', {
    allowed: ['userA'],
    succeeds: ok({ Client_secret: expect.any(String) }),
    refused: {
      ...WITHOUT_SESSION,
      ownerA: NO_SECRET_TO_VIEW,
      userB: NO_SECRET_TO_VIEW,
      ownerB: NO_SECRET_TO_VIEW,
    },
    call: oneTimeView.callOnA,
    ids: [oneTimeView],
  }),
  route('POST /v1/ddp/transfer-oauth-access-token', {
    allowed: ['ownerA'],
    succeeds: ok({ message: messages.transferred }),
    refused: { ...WITHOUT_SESSION, userA: NOT_FOUND, userB: NOT_FOUND, ownerB: NOT_FOUND },
    call: transferOfA.callOnA,
    ids: [
      transferOfA,
      transferToA,
      ...ownIds((w, who) => transfer(w, who, unknownClient(), w.userA.email), 'email'),
    ],
  }),
  route('POST /v1/ddp/generate-oauth-access-token', {
    allowed: ['ownerA'],
    succeeds: ok({ message: messages.tokenGenerated, access_token: expect.any(String) }),
    refused: { ...WITHOUT_SESSION, userA: NOT_FOUND, userB: NOT_FOUND, ownerB: NOT_FOUND },
    call: tokenOfA.callOnA,
    ids: [tokenOfA],
  }),
  route('POST /v1/ddp/view-client-secrets', {
    allowed: ['ownerA'],
    succeeds: ok({ data: [expect.objectContaining({ secret_id: expect.any(String), expires_at: null })] }),
    refused: { ...WITHOUT_SESSION, userA: NO_SECRET_PERMISSION, userB: NOT_FOUND, ownerB: NOT_FOUND },
    call: secretsOfA.callOnA,
    ids: [secretsOfA, ...ownIds((w, who) => viewSecrets(w, who, unknownClient()), 'consumerId')],
  }),
  route('POST /v1/ddp/add-client-secret', {
    allowed: ['ownerA'],
    succeeds: created({
      message: messages.secretAdded,
      client_secret: expect.any(String),
      data: expect.objectContaining({ secret_id: expect.any(String), last_used_at: null }),
    }),
    refused: { ...WITHOUT_SESSION, userA: NO_SECRET_PERMISSION, userB: NOT_FOUND, ownerB: NOT_FOUND },
    call: secretAddedToA.callOnA,
    ids: [secretAddedToA, ...ownIds((w, who) => addSecret(w, who, unknownClient()), 'consumerId')],
  }),
  route('POST /v1/ddp/revoke-client-secret', {
    allowed: ['ownerA'],
    succeeds: ok({ message: messages.secretRevoked }),
    refused: { ...WITHOUT_SESSION, userA: NO_SECRET_PERMISSION, userB: NOT_FOUND, ownerB: NOT_FOUND },
    call: secretRevokedOfA.callOnA,
    ids: [
      secretRevokedOfA,
      ...ownIds(
        (w, who) => revokeSecret(w, who, { client_id: unknownClient(), secret_id: randomUUID() }),
        'consumerId',
      ),
    ],
  }),
  route('POST /v1/ddp/view-client-keys', {
    allowed: ['ownerA'],
    succeeds: ok({ data: null }),
    refused: { ...WITHOUT_SESSION, userA: NO_SECRET_PERMISSION, userB: NOT_FOUND, ownerB: NOT_FOUND },
    call: keysOfA.callOnA,
    ids: [keysOfA, ...ownIds((w, who) => viewKeys(w, who, unknownClient()), 'consumerId')],
  }),
  route('POST /v1/ddp/set-client-keys', {
    allowed: ['ownerA'],
    succeeds: ok({ message: messages.jwksSaved, data: { keys: [expect.objectContaining({ kty: 'OKP' })] } }),
    refused: { ...WITHOUT_SESSION, userA: NO_SECRET_PERMISSION, userB: NOT_FOUND, ownerB: NOT_FOUND },
    call: keysSetOnA.callOnA,
    ids: [keysSetOnA, ...ownIds((w, who) => setKeys(w, who, unknownClient()), 'consumerId')],
  }),
  route('POST /v1/ddp/remove-client-keys', {
    allowed: ['ownerA'],
    succeeds: ok({ message: messages.jwksRemoved }),
    refused: { ...WITHOUT_SESSION, userA: NO_SECRET_PERMISSION, userB: NOT_FOUND, ownerB: NOT_FOUND },
    call: keysRemovedOfA.callOnA,
    ids: [keysRemovedOfA, ...ownIds((w, who) => removeKeys(w, who, unknownClient()), 'consumerId')],
  }),
];
