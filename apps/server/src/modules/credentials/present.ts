import type { CredentialItem, TeamCredentialItem, TransferredCredentialItem } from '@ddp/contract';

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
