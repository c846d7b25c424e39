import { randomUUID } from 'node:crypto';
import { messages } from '@ddp/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { Consumer } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { Conflict, NotFound } from '../../platform/errors';
import { inLanguage } from '../../platform/locale';
import type { Mailer } from '../../platform/mail/mailer';
import * as access from '../access/policy';
import type { AccountSecurity } from '../auth/account-security';
import type { Actor } from '../auth/actor';
import { ClientSecrets } from './client-secrets';
import { parseKeySet } from './key-set';
import * as policy from './policy';
import { secretItem, secretItems } from './present';
import * as repo from './repo';
import { expiryOf } from './secret-expiry';
import { type TransferReason, transferredMail } from './transfer-mail';

/**
 * Signs access tokens: the token service's issuer (oauth/issuer.ts). Named here by what this module
 * needs, because the token service depends on credentials (its clients), not the other way round.
 */
export interface AccessTokenSigner {
  issue(clientId: string, scope: string, issuer?: string): Promise<{ token: string; expiresIn: number }>;
}

export interface CredentialsDeps {
  db: Db;
  clock: Clock;
  secrets: ClientSecrets;
  issuer: AccessTokenSigner;
  security: AccountSecurity;
  /** Whether the caller's company has multi-consumer authorisation (the team secret rule). */
  multiConsumer: (companyId: string) => Promise<boolean>;
  defaultScope: string;
  /** The longest a secret may live, in days; 0: no maximum (CLIENT_SECRET_MAX_DAYS). */
  secretMaxDays: number;
  mailer: Mailer;
  /** Where the receiver of a transfer views the new secret once. */
  publicUrl: string;
  log: FastifyBaseLogger;
}

type Credential = NonNullable<Awaited<ReturnType<typeof repo.byClientId>>>;

/** The credentials screen's calls. A credential of another company behaves exactly as an unknown one. */
export class CredentialsService {
  constructor(private readonly deps: CredentialsDeps) {}

  own(actor: Actor, ids: access.OwnIds) {
    access.requireOwnIds(actor, ids);
    return repo.ownCredentials(this.deps.db, actor.consumerId);
  }

  pendingTransfers(actor: Actor, ids: access.OwnIds) {
    access.requireOwnIds(actor, ids);
    return repo.pendingTransfers(this.deps.db, actor.consumerId);
  }

  /** All of the company's credentials; secrets only for an Owner of a multi-consumer company. */
  async team(actor: Actor, ids: access.OwnIds) {
    access.requireOwnIds(actor, ids);
    const rows = await repo.companyCredentials(this.deps.db, actor.companyId);
    const withSecrets = await this.teamSecrets(actor);
    return rows.map(({ secret_sealed, ...row }) => ({
      ...row,
      client_secret: withSecrets ? this.deps.secrets.reveal(secret_sealed) : undefined,
    }));
  }

  async create(actor: Actor, input: { applicationName: string; consumerId: string }) {
    access.requireOwnIds(actor, { consumerId: input.consumerId });
    const { db, log } = this.deps;
    const { secret, stored } = this.newSecret();
    const clientId = ClientSecrets.newClientId();
    const now = stored.createdAt;
    await repo.insertCredential(db, {
      id: randomUUID(),
      company_id: actor.companyId,
      consumer_id: actor.consumerId,
      name: input.applicationName,
      client_id: clientId,
      secret_id: stored.id,
      secret_hash: stored.hash,
      secret_sealed: stored.sealed,
      secret_created_at: now,
      secret_expires_at: stored.expiresAt,
      created_at: now,
      tokens_valid_after: now,
    });
    log.info({ event: 'credential.created', consumerId: actor.consumerId, clientId }, 'credential created');
    return { client_id: clientId, client_secret: secret };
  }

  async delete(actor: Actor, input: { credentialId: string; consumerId: string }): Promise<void> {
    access.requireOwnIds(actor, { consumerId: input.consumerId });
    const credential = policy.requireHolder(actor, await repo.byId(this.deps.db, input.credentialId));
    await repo.deleteCredential(this.deps.db, credential.id);
    this.deps.log.info(
      { event: 'credential.deleted', consumerId: actor.consumerId, clientId: credential.client_id },
      'deleted',
    );
  }

  /** Its holder, or an Owner of a multi-consumer company for the team's credentials, may regenerate. */
  async regenerate(actor: Actor, input: { clientId: string; consumerId: string }): Promise<string> {
    const { clientId } = input;
    const credential = await this.mayChangeSecrets(actor, input);
    const { secret, stored } = this.newSecret();
    await repo.replaceSecret(this.deps.db, credential.id, stored);
    this.deps.log.info(
      { event: 'credential.regenerated', consumerId: actor.consumerId, clientId },
      'secret regenerated',
    );
    return secret;
  }

  /** A client's secrets, first the older: ids and dates, never a secret. */
  async secrets(actor: Actor, input: { clientId: string; consumerId: string }) {
    return secretItems(await this.mayChangeSecrets(actor, input), this.deps.clock.now());
  }

  /**
   * A second secret beside the first, shown this once, so that a service can move to it before the
   * first is revoked (issue 20). A client holds at most two.
   */
  async addSecret(actor: Actor, input: { clientId: string; consumerId: string; expires?: string }) {
    const credential = await this.mayChangeSecrets(actor, input);
    const { secret, stored } = this.newSecret(input.expires);
    if (!(await repo.addSecret(this.deps.db, credential.id, stored))) {
      throw new Conflict(messages.secretsFull);
    }
    this.deps.log.info(
      { event: 'credential.secret_added', consumerId: actor.consumerId, clientId: input.clientId },
      'secret added',
    );
    return {
      secret,
      item: secretItem(stored.id, stored.createdAt, null, stored.expiresAt, stored.createdAt),
    };
  }

  /** Revokes one of two secrets at once; the last one stays (deleting the client ends it). */
  async revokeSecret(actor: Actor, input: { clientId: string; consumerId: string; secretId: string }) {
    const credential = await this.mayChangeSecrets(actor, input);
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
    this.deps.log.info(
      { event: 'credential.secret_revoked', consumerId: actor.consumerId, clientId: input.clientId },
      'secret revoked',
    );
  }

  /** The client's public key set for private_key_jwt, or null. */
  async keySet(actor: Actor, input: { clientId: string; consumerId: string }) {
    const credential = await this.mayChangeSecrets(actor, input);
    return credential.jwks === null ? null : (JSON.parse(credential.jwks) as { keys: unknown[] });
  }

  /**
   * Registers the client's public keys (issue 20, part 3): from then on it may authenticate with an
   * assertion signed by one of them instead of a secret. Its secrets keep working.
   */
  async setKeySet(actor: Actor, input: { clientId: string; consumerId: string; jwks: string }) {
    const credential = await this.mayChangeSecrets(actor, input);
    const jwks = parseKeySet(input.jwks);
    await repo.setKeySet(this.deps.db, credential.id, jwks);
    this.deps.log.info(
      { event: 'credential.keys_set', consumerId: actor.consumerId, clientId: input.clientId },
      'key set saved',
    );
    return JSON.parse(jwks) as { keys: unknown[] };
  }

  async removeKeySet(actor: Actor, input: { clientId: string; consumerId: string }) {
    const credential = await this.mayChangeSecrets(actor, input);
    await repo.setKeySet(this.deps.db, credential.id, null);
    this.deps.log.info(
      { event: 'credential.keys_removed', consumerId: actor.consumerId, clientId: input.clientId },
      'key set removed',
    );
  }

  /** The one-time view of a transferred credential's secret: exactly one request gets it. */
  async viewTransferredSecret(actor: Actor, clientId: string): Promise<string> {
    const claimed = await repo.claimPendingView(this.deps.db, clientId, actor.consumerId);
    if (!claimed) throw new NotFound(messages.viewSecretFailed);
    return this.deps.secrets.reveal(claimed.secret_sealed);
  }

  /** Moves a credential to a colleague with a new secret; tokens issued before stop working. */
  async transfer(actor: Actor, input: { clientId: string; to: string; from: string }): Promise<void> {
    access.requireOwnIds(actor, { email: input.from });
    const { clientId } = input;
    const credential = await this.inHand(actor, clientId);
    const target = policy.requireTransferTarget(actor, await this.deps.security.consumerByEmail(input.to));
    await this.handOver(this.deps.db, credential.id, target.id);
    this.deps.log.info(
      { event: 'credential.transferred', consumerId: actor.consumerId, clientId },
      'credential transferred',
    );
    const from = await this.deps.security.consumerByEmail(actor.email);
    const who = from ? `${from.firstname} ${from.lastname}` : actor.email;
    await this.mailReceiver(target, [credential], { transferredBy: who });
  }

  /**
   * Mails the receiver of transferred credentials where to view the new secrets once; never a
   * secret. In the receiver's language, whoever caused the move. The transfer stands whether or not
   * the mail goes out: a failure is logged.
   */
  async mailReceiver(
    to: Pick<Consumer, 'id' | 'email' | 'firstname' | 'language'>,
    credentials: ReadonlyArray<{ name: string; client_id: string }>,
    reason: TransferReason,
  ): Promise<void> {
    if (credentials.length === 0) return;
    try {
      await this.deps.mailer.send(
        inLanguage(to.language, () =>
          transferredMail({
            to: to.email,
            firstname: to.firstname,
            reason,
            credentials,
            viewUrl: `${this.deps.publicUrl}/dev-portal/home/view-credentials?tab=one-time`,
          }),
        ),
      );
    } catch (error) {
      this.deps.log.error(
        { event: 'mail.failed', consumerId: to.id, err: error },
        'transfer notice not sent',
      );
    }
  }

  /**
   * generate-oauth-access-token: a token for a client the signed-in person holds, no secret needed.
   * `issuer`: the origin the portal was reached at, where that decides the issuer.
   */
  async issueFor(actor: Actor, clientId: string, issuer?: string) {
    await this.inHand(actor, clientId);
    return this.deps.issuer.issue(clientId, this.deps.defaultScope, issuer);
  }

  /** For the token endpoint: the client by id, with its secret hash and token cut-off. */
  client(clientId: string): Promise<Credential | undefined> {
    return repo.byClientId(this.deps.db, clientId);
  }

  /**
   * When a member leaves, their credentials go to the Owner who removed them exactly as a transfer
   * would (inside that transaction): new secrets, earlier tokens void, each waiting in the Owner's
   * one-time view. The secret the member may have kept works nowhere.
   */
  async handOverAll(
    db: Db,
    fromConsumerId: string,
    toConsumerId: string,
  ): Promise<Array<{ name: string; client_id: string }>> {
    const held = await repo.heldBy(db, fromConsumerId);
    for (const credential of held) await this.handOver(db, credential.id, toConsumerId);
    return held.map(({ name, client_id }) => ({ name, client_id }));
  }

  /** A new holder, a new secret for the one-time view, and no token issued so far stays valid. */
  private async handOver(db: Db, credentialId: string, toConsumerId: string): Promise<void> {
    await repo.moveCredential(db, credentialId, {
      consumerId: toConsumerId,
      secret: this.newSecret().stored,
      tokensValidAfter: startOfNextSecond(this.deps.clock.now()),
    });
  }

  /**
   * A new secret, and what is stored of it. `expires`: the choice sent; without one (create,
   * regenerate, a transfer), the operator's maximum if there is one, else never.
   */
  private newSecret(expires?: string): { secret: string; stored: repo.StoredSecret } {
    const now = this.deps.clock.now();
    const expiresAt = expiryOf(expires, now, this.deps.secretMaxDays);
    const { secret, hash, sealed } = this.deps.secrets.create();
    return { secret, stored: { id: randomUUID(), hash, sealed, createdAt: now, expiresAt } };
  }

  /** Whoever may regenerate a client's secret may list, add and revoke its secrets. */
  private async mayChangeSecrets(actor: Actor, input: { clientId: string; consumerId: string }) {
    access.requireOwnIds(actor, { consumerId: input.consumerId });
    const credential = policy.requireInCompany(actor, await repo.byClientId(this.deps.db, input.clientId));
    policy.requireMayRegenerate(actor, credential, await this.teamSecrets(actor));
    return credential;
  }

  private async inHand(actor: Actor, clientId: string): Promise<Credential> {
    return policy.requireInHand(actor, await repo.byClientId(this.deps.db, clientId));
  }

  private async teamSecrets(actor: Actor): Promise<boolean> {
    return policy.maySeeTeamSecrets(actor, { multiConsumer: await this.deps.multiConsumer(actor.companyId) });
  }
}

/**
 * Tokens carry their issue time in whole seconds (iat), so a cut-off inside a second would spare
 * the tokens issued earlier in that same second: the cut-off is the start of the next one.
 */
function startOfNextSecond(now: Date): Date {
  return new Date((Math.floor(now.getTime() / 1000) + 1) * 1000);
}
