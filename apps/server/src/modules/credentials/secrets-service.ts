import { randomUUID } from 'node:crypto';
import { messages } from '@ddp/contract';
import { Conflict, NotFound } from '../../platform/errors';
import * as access from '../access/policy';
import type { Actor } from '../auth/actor';
import { credentialDone } from './credential-events';
import type { CredentialsDeps } from './credentials-deps';
import { parseKeySet } from './key-set';
import * as policy from './policy';
import { secretItem, secretItems } from './present';
import * as repo from './repo';
import { expiryOf } from './secret-expiry';

/**
 * A new secret, and what is stored of it. `expires`: the choice sent; without one (create,
 * regenerate, a transfer), the operator's maximum if there is one, else never.
 */
export function newSecret(
  deps: Pick<CredentialsDeps, 'clock' | 'secrets' | 'secretMaxDays'>,
  expires?: string,
): { secret: string; stored: repo.StoredSecret } {
  const now = deps.clock.now();
  const expiresAt = expiryOf(expires, now, deps.secretMaxDays);
  const { secret, hash, sealed } = deps.secrets.create();
  return { secret, stored: { id: randomUUID(), hash, sealed, createdAt: now, expiresAt } };
}

/** A new secret's end for the audit log: the day (GMT), or never. */
export const expiresDetail = (stored: repo.StoredSecret) => ({
  expires: stored.expiresAt ? stored.expiresAt.toISOString().slice(0, 10) : 'never',
});

/** Whoever may regenerate a client's secret may list, add and revoke its secrets. */
export async function mayChangeSecrets(
  deps: Pick<CredentialsDeps, 'db'>,
  actor: Actor,
  input: { clientId: string; consumerId: string },
  teamSecrets: boolean,
) {
  access.requireOwnIds(actor, { consumerId: input.consumerId });
  const credential = policy.requireInCompany(actor, await repo.byClientId(deps.db, input.clientId));
  policy.requireMayRegenerate(actor, credential, teamSecrets);
  return credential;
}

/**
 * A client's secrets beyond the spec's one (issue 20): a second one for a rotation without
 * downtime, each with its life, and the public key set for private_key_jwt. Whoever may regenerate
 * the client's secret may do all of it.
 */
export class ClientSecretsService {
  constructor(
    private readonly deps: CredentialsDeps,
    private readonly teamSecrets: (actor: Actor) => Promise<boolean>,
  ) {}

  /** A client's secrets, first the older: ids and dates, never a secret. */
  async secrets(actor: Actor, input: { clientId: string; consumerId: string }) {
    return secretItems(
      await mayChangeSecrets(this.deps, actor, input, await this.teamSecrets(actor)),
      this.deps.clock.now(),
    );
  }

  /**
   * A second secret beside the first, shown this once, so that a service can move to it before the
   * first is revoked (issue 20). A client holds at most two.
   */
  async addSecret(actor: Actor, input: { clientId: string; consumerId: string; expires?: string }) {
    const credential = await mayChangeSecrets(this.deps, actor, input, await this.teamSecrets(actor));
    const { secret, stored } = newSecret(this.deps, input.expires);
    if (!(await repo.addSecret(this.deps.db, credential.id, stored))) {
      throw new Conflict(messages.secretsFull);
    }
    credentialDone(this.deps, actor, 'credential.secret_added', credential, expiresDetail(stored));
    return {
      secret,
      item: secretItem(stored.id, stored.createdAt, null, stored.expiresAt, stored.createdAt),
    };
  }

  /** Revokes one of two secrets at once; the last one stays (deleting the client ends it). */
  async revokeSecret(actor: Actor, input: { clientId: string; consumerId: string; secretId: string }) {
    const credential = await mayChangeSecrets(this.deps, actor, input, await this.teamSecrets(actor));
    const { db } = this.deps;
    const revoked =
      credential.added_secret_id === input.secretId
        ? await repo.revokeAddedSecret(db, credential.id, input.secretId)
        : credential.secret_id === input.secretId &&
          (await repo.revokeFirstSecret(db, credential.id, input.secretId));
    if (!revoked) {
      if (credential.secret_id === input.secretId) throw new Conflict(messages.lastSecretStays);
      throw new NotFound(messages.notFound);
    }
    credentialDone(this.deps, actor, 'credential.secret_revoked', credential);
  }

  /** The client's public key set for private_key_jwt, or null. */
  async keySet(actor: Actor, input: { clientId: string; consumerId: string }) {
    const credential = await mayChangeSecrets(this.deps, actor, input, await this.teamSecrets(actor));
    return credential.jwks === null ? null : (JSON.parse(credential.jwks) as { keys: unknown[] });
  }

  /**
   * Registers the client's public keys (issue 20, part 3): from then on it may authenticate with an
   * assertion signed by one of them instead of a secret. Its secrets keep working.
   */
  async setKeySet(actor: Actor, input: { clientId: string; consumerId: string; jwks: string }) {
    const credential = await mayChangeSecrets(this.deps, actor, input, await this.teamSecrets(actor));
    const jwks = parseKeySet(input.jwks);
    await repo.setKeySet(this.deps.db, credential.id, jwks);
    const saved = JSON.parse(jwks) as { keys: unknown[] };
    credentialDone(this.deps, actor, 'credential.keys_set', credential, { keys: saved.keys.length });
    return saved;
  }

  async removeKeySet(actor: Actor, input: { clientId: string; consumerId: string }) {
    const credential = await mayChangeSecrets(this.deps, actor, input, await this.teamSecrets(actor));
    await repo.setKeySet(this.deps.db, credential.id, null);
    credentialDone(this.deps, actor, 'credential.keys_removed', credential);
  }
}
