import { type Language, messages, type StartSummaryReply } from '@ddp/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { BoundedMemo } from '../../platform/bounded-memo';
import type { Clock } from '../../platform/clock';
import { NotFound } from '../../platform/errors';
import * as access from '../access/policy';
import type { Actor } from '../auth/actor';
import * as repo from './repo';

/**
 * The start page: a getting-started checklist and counts for the caller, all from their company's
 * real data in one statement (repo.ts).
 */
export class StartService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async summary(actor: Actor, ids: access.OwnIds): Promise<Omit<StartSummaryReply, 'output'>> {
    access.requireOwnIds(actor, ids);
    const row = await repo.startSummary(this.db, actor);
    // The account went between the session check and this read.
    if (!row) throw new NotFound(messages.notFound);
    const getToken = row.first_token_at !== null;
    return {
      steps: {
        createClient: Boolean(row.company_has_client) || getToken,
        getToken,
        callApi: row.first_api_call_at !== null,
        // Spec section 6: only Owners invite; a member is not shown a step they cannot take.
        inviteTeam: actor.isOwner ? Number(row.members_up_to_two) > 1 || Boolean(row.invitation_sent) : null,
      },
      counts: {
        clients: Number(row.own_clients),
        secretsToView: Number(row.secrets_to_view),
        termsToAnswer: Number(row.terms_to_answer),
        // Advanced requests are the Owners' business (spec section 6).
        openRequests: actor.isOwner ? Number(row.open_requests) : null,
        openBugReports: Number(row.open_bug_reports),
      },
      checklistDismissed: row.start_checklist_dismissed_at !== null,
    };
  }

  /** The caller's language, for the replies and the mails made for them (issue 19). */
  async setLanguage(actor: Actor, input: access.OwnIds & { language: Language }): Promise<void> {
    access.requireOwnIds(actor, { consumerId: input.consumerId });
    await repo.setLanguage(this.db, actor.consumerId, input.language);
  }

  async dismissChecklist(actor: Actor, ids: access.OwnIds): Promise<void> {
    access.requireOwnIds(actor, ids);
    await repo.dismissChecklist(this.db, actor.consumerId, this.clock.now());
  }
}

/**
 * The first-use facts of the token service and the sample API. Both sit on hot paths, so each
 * instance remembers the client ids it has recorded: after a client's first token (or first
 * accepted call) here, that path costs no statement at all. The statement itself writes a row only
 * the first time for the company (`WHERE ... IS NULL`).
 */
export class FirstUse {
  readonly #tokens = new BoundedMemo<true>(10_000);
  readonly #calls = new BoundedMemo<true>(10_000);

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
  ) {}

  tokenIssued(clientId: string): Promise<void> {
    return this.#once(this.#tokens, clientId, 'first_token_at', 'token');
  }

  apiCalled(clientId: string): Promise<void> {
    return this.#once(this.#calls, clientId, 'first_api_call_at', 'api call');
  }

  async #once(
    memo: BoundedMemo<true>,
    clientId: string,
    fact: Parameters<typeof repo.recordFirst>[1],
    what: string,
  ): Promise<void> {
    if (memo.peek(clientId)) return;
    try {
      await repo.recordFirst(this.db, fact, clientId, this.clock.now());
      memo.set(clientId, true);
    } catch (err) {
      // A fact of the start page never fails the grant or the call it comes from; the next one tries again.
      this.log.warn({ err, event: 'start.first_use_not_recorded', what }, 'first use not recorded');
    }
  }
}
