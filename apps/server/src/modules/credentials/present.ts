import type {
  ClientSecretItem,
  CredentialItem,
  TeamCredentialItem,
  TransferredCredentialItem,
} from '@ddp/contract';

type Row = { id: string; name: string; created_at: Date; client_id: string; consumer_id: string };

/** created_at in unix seconds, as the contract has it (spec section 3). */
const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

export const credentialItem = (row: Row): CredentialItem => ({
  id: row.id,
  name: row.name,
  created_at: unixSeconds(row.created_at),
  client_id: row.client_id,
  consumerId: row.consumer_id,
});

export const transferredItem = (row: Row): TransferredCredentialItem => ({
  name: row.name,
  created_at: unixSeconds(row.created_at),
  client_id: row.client_id,
});

export const teamItem = (
  row: Row & { owner: string; client_secret: string | undefined },
): TeamCredentialItem => ({
  ...credentialItem(row),
  owner: row.owner,
  ...(row.client_secret !== undefined ? { client_secret: row.client_secret } : {}),
});

export const secretItem = (
  id: string,
  createdAt: Date,
  lastUsedAt: Date | null,
  expiresAt: Date | null,
): ClientSecretItem => ({
  secret_id: id,
  created_at: unixSeconds(createdAt),
  last_used_at: lastUsedAt ? unixSeconds(lastUsedAt) : null,
  expires_at: expiresAt ? unixSeconds(expiresAt) : null,
});

interface SecretSlots {
  secret_id: string;
  secret_created_at: Date;
  secret_last_used_at: Date | null;
  secret_expires_at: Date | null;
  added_secret_id: string | null;
  added_secret_created_at: Date | null;
  added_secret_last_used_at: Date | null;
  added_secret_expires_at: Date | null;
}

/** A client's secrets, the first (the older) first. */
export const secretItems = (row: SecretSlots): ClientSecretItem[] => [
  secretItem(row.secret_id, row.secret_created_at, row.secret_last_used_at, row.secret_expires_at),
  ...(row.added_secret_id && row.added_secret_created_at
    ? [
        secretItem(
          row.added_secret_id,
          row.added_secret_created_at,
          row.added_secret_last_used_at,
          row.added_secret_expires_at,
        ),
      ]
    : []),
];
