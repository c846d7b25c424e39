import {
  addClientSecretRequest,
  clientSecretRequest,
  createCredentialsRequest,
  deleteCredentialsRequest,
  generateAccessTokenRequest,
  regenerateSecretRequest,
  removeClientKeysRequest,
  revokeClientSecretRequest,
  setClientKeysRequest,
  transferCredentialsRequest,
  transferredCredentialsRequest,
  viewAuditLogRequest,
  viewClientKeysRequest,
  viewClientSecretsRequest,
  viewCredentialsRequest,
  viewTeamCredentialsRequest,
  viewUsageRequest,
} from '@ddp/contract';
import { fuzz, sameCaller } from './fuzz-entry';
import type { FuzzWorld } from './fuzz-world';

const ownerA = (fw: FuzzWorld) => fw.caller('ownerA');

/** Credentials: held by one person, seen by the team, moved and viewed once. */
export const credentialEntries = [
  // Issue 20, part 5: the company's audit log, with every filter set.
  fuzz('POST /v1/ddp/view-audit-log', {
    transport: 'sealed',
    schema: viewAuditLogRequest,
    caller: ownerA,
    base: () => ({
      area: 'credential',
      actor: 'owner',
      from: '2026-01-01',
      to: '2026-12-31',
      before: '999999999',
      limit: 20,
    }),
  }),
  // Issue 21, part 2: the usage of chosen days, of one client.
  fuzz('POST /v1/ddp/view-usage', {
    transport: 'sealed',
    schema: viewUsageRequest,
    caller: ownerA,
    base: (fw) => ({
      range: 'dates',
      from: '2026-11-01',
      to: '2026-11-07',
      clientId: fw.world.apiClient.client_id,
    }),
  }),
  fuzz('POST /v1/ddp/view-oauth-credentials', {
    transport: 'sealed',
    schema: viewCredentialsRequest,
    caller: ownerA,
    base: (_fw, who) => ({ consumerId: who.self.consumerId }),
  }),
  fuzz('POST /v1/ddp/get-transferred-cred', {
    transport: 'sealed',
    schema: transferredCredentialsRequest,
    caller: ownerA,
    base: (_fw, who) => ({ email: who.self.email }),
  }),
  fuzz('POST /v1/ddp/view-team-credentials', {
    transport: 'sealed',
    schema: viewTeamCredentialsRequest,
    caller: ownerA,
    base: (_fw, who) => ({ consumerId: who.self.consumerId, multi_consumers_auth: false }),
  }),
  fuzz('POST /v1/ddp/create-oauth-credentials', {
    transport: 'sealed',
    schema: createCredentialsRequest,
    caller: ownerA,
    base: (_fw, who) => ({ applicationName: 'Fuzz app', consumerId: who.self.consumerId }),
  }),
  fuzz('POST /v1/ddp/delete-oauth-credentials', {
    transport: 'sealed',
    schema: deleteCredentialsRequest,
    caller: ownerA,
    base: async (fw, who) => ({
      credentialId: (await fw.world.credentialOfOwnerA()).id,
      consumerId: who.self.consumerId,
    }),
    renew: sameCaller,
  }),
  fuzz('POST /v1/ddp/regenerate-oauth-secret', {
    transport: 'sealed',
    schema: regenerateSecretRequest,
    caller: ownerA,
    base: async (fw, who) => ({
      client_id: (await fw.world.credentialOfOwnerA()).client_id,
      consumer_id: who.self.consumerId,
    }),
  }),
  fuzz('POST /v1/ddp/get-clientid-secret', {
    transport: 'sealed',
    schema: clientSecretRequest,
    caller: (fw) => fw.caller('userA'),
    base: async (fw) => ({ client_id: await fw.world.transferredToUserA() }),
    renew: sameCaller,
  }),
  fuzz('POST /v1/ddp/transfer-oauth-access-token', {
    transport: 'sealed',
    schema: transferCredentialsRequest,
    caller: ownerA,
    base: async (fw, who) => ({
      client_id: (await fw.world.credentialOfOwnerA()).client_id,
      consumer: fw.world.userA.email,
      fromconsumer: who.self.email,
    }),
    renew: sameCaller,
  }),
  fuzz('POST /v1/ddp/generate-oauth-access-token', {
    transport: 'sealed',
    schema: generateAccessTokenRequest,
    caller: ownerA,
    base: async (fw) => ({ client_id: (await fw.world.credentialOfOwnerA()).client_id }),
  }),
  fuzz('POST /v1/ddp/view-client-secrets', {
    transport: 'sealed',
    schema: viewClientSecretsRequest,
    caller: ownerA,
    base: async (fw, who) => ({
      client_id: (await fw.world.credentialOfOwnerA()).client_id,
      consumer_id: who.self.consumerId,
    }),
  }),
  fuzz('POST /v1/ddp/add-client-secret', {
    transport: 'sealed',
    schema: addClientSecretRequest,
    caller: ownerA,
    base: async (fw, who) => ({
      client_id: (await fw.world.credentialOfOwnerA()).client_id,
      consumer_id: who.self.consumerId,
    }),
    renew: sameCaller,
  }),
  fuzz('POST /v1/ddp/revoke-client-secret', {
    transport: 'sealed',
    schema: revokeClientSecretRequest,
    caller: ownerA,
    base: async (fw, who) => {
      const { client_id } = await fw.world.credentialOfOwnerA();
      const added = await fw.world.enc(fw.world.callers.ownerA, '/v1/ddp/add-client-secret', {
        client_id,
        consumer_id: who.self.consumerId,
      });
      const { secret_id } = (added.body as { data: { secret_id: string } }).data;
      return { client_id, consumer_id: who.self.consumerId, secret_id };
    },
    renew: sameCaller,
  }),
  fuzz('POST /v1/ddp/view-client-keys', {
    transport: 'sealed',
    schema: viewClientKeysRequest,
    caller: ownerA,
    base: async (fw, who) => ({
      client_id: (await fw.world.credentialOfOwnerA()).client_id,
      consumer_id: who.self.consumerId,
    }),
  }),
  fuzz('POST /v1/ddp/set-client-keys', {
    transport: 'sealed',
    schema: setClientKeysRequest,
    caller: ownerA,
    base: async (fw, who) => ({
      client_id: (await fw.world.credentialOfOwnerA()).client_id,
      consumer_id: who.self.consumerId,
      jwks: JSON.stringify({
        keys: [{ kty: 'OKP', crv: 'Ed25519', x: '11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo' }],
      }),
    }),
  }),
  fuzz('POST /v1/ddp/remove-client-keys', {
    transport: 'sealed',
    schema: removeClientKeysRequest,
    caller: ownerA,
    base: async (fw, who) => ({
      client_id: (await fw.world.credentialOfOwnerA()).client_id,
      consumer_id: who.self.consumerId,
    }),
  }),
];
