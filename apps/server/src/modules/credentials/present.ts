import type {
  ClientSecretItem,
  CredentialItem,
  TeamCredentialItem,
  TransferredCredentialItem,
} from '@ddp/contract';

type Row = {
  id: string;
  name: string;
  created_at: Date;
  client_id: string;
  consumer_id: string;
  secret_expires_at?: Date | null;
  added_secret_expires_at?: Date | null;
};

/** created_at in unix seconds, as the contract has it (spec section 3). */
const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** The list's warning for a client: its secret that ends first, when that is soon or past. */
function secretsState(row: Row, now: Date): CredentialItem['secrets_state'] {
  const states = [row.secret_expires_at ?? null, row.added_secret_expires_at ?? null].map((at) =>
    stateAt(at, now),
  );
  if (states.includes('expired')) return 'expired';
  return states.includes('expires_soon') ? 'expires_soon' : undefined;
}

/** `now`, where the list warns of secrets that expire (the personal list). */
export const credentialItem = (row: Row, now?: Date): CredentialItem => {
  const state = now ? secretsState(row, now) : undefined;
  return {
    id: row.id,
    name: row.name,
    created_at: unixSeconds(row.created_at),
    client_id: row.client_id,
    consumerId: row.consumer_id,
    ...(state ? { secrets_state: state } : {}),
  };
};

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

/** Within this of its end a secret is shown as expiring soon: the first reminder's 14 days. */
const SOON_MS = 14 * 24 * 60 * 60 * 1000;

const stateAt = (expiresAt: Date | null, now: Date): ClientSecretItem['state'] => {
  if (!expiresAt) return 'active';
  const left = expiresAt.getTime() - now.getTime();
  return left <= 0 ? 'expired' : left <= SOON_MS ? 'expires_soon' : 'active';
};

export const secretItem = (
  id: string,
  createdAt: Date,
  lastUsedAt: Date | null,
  expiresAt: Date | null,
  now: Date,
): ClientSecretItem => ({
  secret_id: id,
  created_at: unixSeconds(createdAt),
  last_used_at: lastUsedAt ? unixSeconds(lastUsedAt) : null,
  expires_at: expiresAt ? unixSeconds(expiresAt) : null,
  state: stateAt(expiresAt, now),
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
export const secretItems = (row: SecretSlots, now: Date): ClientSecretItem[] => [
  secretItem(row.secret_id, row.secret_created_at, row.secret_last_used_at, row.secret_expires_at, now),
  ...(row.added_secret_id && row.added_secret_created_at
    ? [
        secretItem(
          row.added_secret_id,
          row.added_secret_created_at,
          row.added_secret_last_used_at,
          row.added_secret_expires_at,
          now,
        ),
      ]
    : []),
];
