import { randomUUID } from 'node:crypto';
import { messages } from '@ddp/contract';
import type { Db } from '../../db/database';
import type { Consumer } from '../../db/schema';
import { NotFound } from '../../platform/errors';
import { inLanguage } from '../../platform/locale';
import * as access from '../access/policy';
import type { Actor } from '../auth/actor';
import { ClientSecrets } from './client-secrets';
import { credentialDone } from './credential-events';
import type { CredentialsDeps } from './credentials-deps';
import * as policy from './policy';
import * as repo from './repo';
import { ClientSecretsService, expiresDetail, mayChangeSecrets, newSecret } from './secrets-service';
import { type TransferReason, transferredMail } from './transfer-mail';

export type { AccessTokenSigner, CredentialsDeps } from './credentials-deps';

type Credential = NonNullable<Awaited<ReturnType<typeof repo.byClientId>>>;

/** The credentials screen's calls. A credential of another company behaves exactly as an unknown one. */
export class CredentialsService {
  /** A client's secrets and key set (issue 20): listed, added, revoked, registered. */
  readonly clientSecrets: ClientSecretsService;

  constructor(private readonly deps: CredentialsDeps) {
    this.clientSecrets = new ClientSecretsService(deps, (actor) => this.teamSecrets(actor));
  }

  /** The time by the server's clock, for what the lists say of secrets' ends. */
  now(): Date {
    return this.deps.clock.now();
  }

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

  /** `expires`: the first secret's life (issue 20); left out, the operator's maximum or never. */
  async create(
    actor: Actor,
    input: { applicationName: string; consumerId: string; expires?: string | undefined },
  ) {
    access.requireOwnIds(actor, { consumerId: input.consumerId });
    const { db } = this.deps;
    const { secret, stored } = newSecret(this.deps, input.expires);
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
    credentialDone(
      this.deps,
      actor,
      'credential.created',
      { client_id: clientId, name: input.applicationName },
      expiresDetail(stored),
    );
    return { client_id: clientId, client_secret: secret };
  }

  async delete(actor: Actor, input: { credentialId: string; consumerId: string }): Promise<void> {
    access.requireOwnIds(actor, { consumerId: input.consumerId });
    const credential = policy.requireHolder(actor, await repo.byId(this.deps.db, input.credentialId));
    await repo.deleteCredential(this.deps.db, credential.id);
    credentialDone(this.deps, actor, 'credential.deleted', credential);
  }

  /** Its holder, or an Owner of a multi-consumer company for the team's credentials, may regenerate. */
  async regenerate(actor: Actor, input: { clientId: string; consumerId: string }): Promise<string> {
    const credential = await mayChangeSecrets(this.deps, actor, input, await this.teamSecrets(actor));
    const { secret, stored } = newSecret(this.deps);
    await repo.replaceSecret(this.deps.db, credential.id, stored);
    credentialDone(this.deps, actor, 'credential.secret_regenerated', credential, expiresDetail(stored));
    return secret;
  }

  /** The one-time view of a transferred credential's secret: exactly one request gets it. */
  async viewTransferredSecret(actor: Actor, clientId: string): Promise<string> {
    const claimed = await repo.claimPendingView(this.deps.db, clientId, actor.consumerId);
    if (!claimed) throw new NotFound(messages.viewSecretFailed);
    const secret = this.deps.secrets.reveal(claimed.secret_sealed);
    credentialDone(this.deps, actor, 'credential.secret_viewed', { client_id: clientId, name: claimed.name });
    return secret;
  }

  /** Moves a credential to a colleague with a new secret; tokens issued before stop working. */
  async transfer(actor: Actor, input: { clientId: string; to: string; from: string }): Promise<void> {
    access.requireOwnIds(actor, { email: input.from });
    const { clientId } = input;
    const credential = await this.inHand(actor, clientId);
    const target = policy.requireTransferTarget(actor, await this.deps.security.consumerByEmail(input.to));
    await this.handOver(this.deps.db, credential.id, target.id);
    credentialDone(this.deps, actor, 'credential.transferred', credential, {
      from: actor.email,
      to: target.email,
    });
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
      secret: newSecret(this.deps).stored,
      tokensValidAfter: startOfNextSecond(this.deps.clock.now()),
    });
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
