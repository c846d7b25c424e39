import type { Db } from '../../db/database';
import type { NoticedCache } from '../../db/noticed-cache';
import type { Clock } from '../../platform/clock';
import type { AddressFailures } from '../../platform/http/per-address-limits';
import type { OriginRule } from '../../platform/http/request-origin';
import type { BruteForceGuard } from '../auth/brute-force';
import type { ClientSecrets } from '../credentials/client-secrets';
import type { SecretUse } from '../credentials/secret-use';
import type { ClientForGrant } from './repo';
import type { UsedAssertions } from './used-assertions';

// What client authentication needs and gives, apart from how it is done (client-auth.ts,
// client-assertion.ts), so that those files and their shared parts import no one another in a ring.

export interface ClientAuthDeps {
  db: Db;
  secrets: ClientSecrets;
  guard: BruteForceGuard;
  /** Wrong client authentications per source address, counted on every instance alike. */
  ipFailures: AddressFailures;
  clock: Clock;
  /** Notes when each secret last authenticated (the secrets list); without it nothing is noted. */
  secretUse?: Pick<SecretUse, 'used'>;
  /** Whose origin is the issuer, and so the audience of a client's assertion (private_key_jwt). */
  origin?: OriginRule;
  /** Clients kept between grants; without one every grant reads its client. */
  clients?: NoticedCache<ClientForGrant>;
  /** Key sets kept between assertions, by client id; without one every assertion reads its set. */
  keySets?: NoticedCache<KeySetRead>;
  /** The assertions used so far (private_key_jwt), each accepted once. */
  usedAssertions: UsedAssertions;
}

/** A client's key set as read: its text, or null for none. */
export interface KeySetRead {
  jwks: string | null;
}

export type AuthenticatedClient = ClientForGrant & {
  client_id: string;
  secret_hash: string;
  /** The secret it authenticated with, when it did with one (not with an assertion). */
  usedSecret?: { id: string; lastUsedAt: Date | null };
};
