import {
  type BaseReply,
  type ClientSecretItem,
  paths,
  type TeamCredentialItem,
  type TeamListReply,
  type TransferredCredentialItem,
} from '@ddp/contract';
import { postEncrypted, signedIn } from '../../lib/api-client';

export const credentialKeys = {
  all: ['credentials'] as const,
  own: (consumerId: string) => ['credentials', 'own', consumerId] as const,
  team: (consumerId: string) => ['credentials', 'team', consumerId] as const,
  transferred: (email: string) => ['credentials', 'transferred', email] as const,
  members: (consumerId: string) => ['credentials', 'members', consumerId] as const,
};

export const fetchTeam = (consumerId: string) =>
  postEncrypted<{ output: string; message: TeamCredentialItem[] }>(
    paths.viewTeamCredentials,
    { consumerId, multi_consumers_auth: true },
    signedIn,
  ).then((r) => r.message);

export const fetchTransferred = (email: string) =>
  postEncrypted<BaseReply & { data: TransferredCredentialItem[] }>(
    paths.transferredCredentials,
    { email },
    signedIn,
  ).then((r) => r.data);

/** `expires` left out: the call as the spec makes it, the portal's default life. */
export const createCredential = (applicationName: string, consumerId: string, expires?: string) =>
  postEncrypted<BaseReply & { data: { client_id: string; client_secret: string } }>(
    paths.createCredentials,
    { applicationName, consumerId, ...(expires ? { expires } : {}) },
    signedIn,
  ).then((r) => r.data);

export const regenerateSecret = (clientId: string, consumerId: string) =>
  postEncrypted<BaseReply & { New_Secret: string }>(
    paths.regenerateSecret,
    { client_id: clientId, consumer_id: consumerId },
    signedIn,
  ).then((r) => r.New_Secret);

export const viewTransferredSecret = (clientId: string) =>
  postEncrypted<BaseReply & { Client_secret: string }>(
    paths.clientSecret,
    { client_id: clientId },
    signedIn,
  ).then((r) => r.Client_secret);

export const transferCredential = (clientId: string, to: string, from: string) =>
  postEncrypted<BaseReply>(
    paths.transferCredentials,
    { client_id: clientId, consumer: to, fromconsumer: from },
    signedIn,
  );

export const deleteCredential = (credentialId: string, consumerId: string) =>
  postEncrypted<BaseReply>(paths.deleteCredentials, { credentialId, consumerId }, signedIn);

/** Colleagues a credential can go to: the whole company but oneself and dummy consumers. */
export async function fetchTransferTargets(ids: {
  consumerId: string;
  companyId: string;
  projectId: string;
}) {
  const emails: string[] = [];
  for (let page = 1; page < 1000; page++) {
    const reply = await postEncrypted<TeamListReply>(paths.viewListConsumers, { ...ids, page }, signedIn);
    for (const member of reply.message)
      if (member.id !== ids.consumerId && !member.dummy) emails.push(member.email);
    if (page * reply.pageSize >= reply.total) break;
  }
  return emails;
}

export const secretKeys = (clientId: string) => ['credentials', 'secrets', clientId] as const;

export const fetchSecrets = (clientId: string, consumerId: string) =>
  postEncrypted<BaseReply & { data: ClientSecretItem[] }>(
    paths.viewClientSecrets,
    { client_id: clientId, consumer_id: consumerId },
    signedIn,
  ).then((r) => r.data);

export const addSecret = (clientId: string, consumerId: string, expires: string) =>
  postEncrypted<BaseReply & { client_secret: string; data: ClientSecretItem }>(
    paths.addClientSecret,
    { client_id: clientId, consumer_id: consumerId, expires },
    signedIn,
  );

export const revokeSecret = (clientId: string, consumerId: string, secretId: string) =>
  postEncrypted<BaseReply>(
    paths.revokeClientSecret,
    { client_id: clientId, consumer_id: consumerId, secret_id: secretId },
    signedIn,
  );

export const keySetKey = (clientId: string) => ['credentials', 'keys', clientId] as const;

export const fetchKeySet = (clientId: string, consumerId: string) =>
  postEncrypted<BaseReply & { data: { keys: Array<Record<string, unknown>> } | null }>(
    paths.viewClientKeys,
    { client_id: clientId, consumer_id: consumerId },
    signedIn,
  ).then((r) => r.data);

export const saveKeySet = (clientId: string, consumerId: string, jwks: string) =>
  postEncrypted<BaseReply>(
    paths.setClientKeys,
    { client_id: clientId, consumer_id: consumerId, jwks },
    signedIn,
  );

export const removeKeySet = (clientId: string, consumerId: string) =>
  postEncrypted<BaseReply>(
    paths.removeClientKeys,
    { client_id: clientId, consumer_id: consumerId },
    signedIn,
  );
