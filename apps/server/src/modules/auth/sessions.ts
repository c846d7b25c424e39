import { MFA_AUTHENTICATED, messages } from '@ddp/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { NoticedCache } from '../../db/noticed-cache';
import { BoundedMemo } from '../../platform/bounded-memo';
import type { Clock } from '../../platform/clock';
import { Unauthorized } from '../../platform/errors';
import type { SecretBox } from '../../platform/secret-box';
import type { Actor } from './actor';
import * as repo from './repo';
import type { SessionTokens } from './tokens';

/** SESSION_ABSOLUTE_MINUTES, SESSION_IDLE_MINUTES and the password step's 5 minutes (docs/configuration.md). */
export interface SessionRules {
  absoluteMs: number;
  idleMs: number;
  temporaryMs: number;
}

export interface SessionsDeps {
  db: Db;
  clock: Clock;
  box: SecretBox;
  tokens: SessionTokens;
  rules: SessionRules;
  log: FastifyBaseLogger;
  /** Active sessions kept between calls; without one every call reads its session row. */
  cache?: NoticedCache<repo.SessionWithConsumer>;
}

// Writing last_seen on every call would turn each read into a write; a few seconds of slack is harmless.
const TOUCH_EVERY_MS = 5_000;

/** Signed-in calls: who is calling, their session's limits, its envelope key, and logging out. */
export class Sessions {
  // Derived keys never change, so they need no invalidation; the bound keeps memory in check.
  readonly #envelopeKeys = new BoundedMemo<Uint8Array>(10_000);

  constructor(private readonly deps: SessionsDeps) {}

  /** Checks a signed-in call: signature, MFA marker, the sessions row, absolute and idle limits. */
  async authenticate(authorization: string | undefined, mfaValue: string | undefined): Promise<Actor> {
    const { db, clock, rules, tokens } = this.deps;
    const token = bearer(authorization);
    if (!token || mfaValue !== MFA_AUTHENTICATED)
      throw new Unauthorized(messages.sessionMissing, 'session_missing');
    const claims = await tokens.verify(token);
    if (claims?.kind !== 'active') throw new Unauthorized(messages.sessionMissing, 'session_missing');
    const row = await this.sessionRow(claims.sessionId);
    if (row?.kind !== 'active') {
      throw claims.expired
        ? new Unauthorized(messages.sessionExpired, 'session_max_time')
        : new Unauthorized(messages.sessionMissing, 'session_missing');
    }
    const now = clock.now();
    // Idle first: someone who did nothing for the whole session was logged out for inactivity.
    if (now.getTime() - row.last_seen_at.getTime() >= rules.idleMs) {
      await this.endSession(row.sessionId);
      throw new Unauthorized(messages.sessionExpired, 'session_idle');
    }
    if (claims.expired || now >= row.expires_at) {
      await this.endSession(row.sessionId);
      throw new Unauthorized(messages.sessionExpired, 'session_max_time');
    }
    let lastSeen = row.last_seen_at;
    if (now.getTime() - row.last_seen_at.getTime() >= TOUCH_EVERY_MS) {
      await repo.touchSession(db, row.sessionId, now);
      // A GET's reply does not wait for the change notice; without this the next call here could
      // read the old last-seen time and end the session as idle.
      this.deps.cache?.forgetRow(`session:${row.sessionId}`);
      lastSeen = now;
    }
    return {
      sessionId: row.sessionId,
      consumerId: row.consumerId,
      companyId: row.company_id,
      projectId: row.project_id,
      email: row.email,
      isOwner: row.is_owner,
      language: row.language,
      sessionEndsAt: new Date(Math.min(row.expires_at.getTime(), lastSeen.getTime() + rules.idleMs)),
    };
  }

  /**
   * The symmetric key of a session's envelopes (JWE `dir` + A256GCM), derived from the master key
   * and the session id: every instance derives the same key, none stores it.
   */
  envelopeKeyFor(sessionId: string): Uint8Array {
    return this.#envelopeKeys.get(sessionId, () => this.deps.box.deriveKey(`envelope-session:${sessionId}`));
  }

  async logout(actor: Actor): Promise<void> {
    await this.endSession(actor.sessionId);
    this.deps.log.info({ event: 'logout', consumerId: actor.consumerId }, 'signed out');
  }

  /** The session and its consumer: from the cache when it holds them, else from the database. */
  private sessionRow(sessionId: string) {
    const { db, cache } = this.deps;
    const read = () => repo.findActiveSessionWithConsumer(db, sessionId);
    // Pending sessions are not kept: they are consumed once, by the code step.
    const tagsOf = (row: repo.SessionWithConsumer) =>
      row.kind === 'active' ? [`session:${row.sessionId}`, `consumer:${row.consumerId}`] : undefined;
    return cache ? cache.load(sessionId, read, tagsOf) : read();
  }

  private async endSession(sessionId: string): Promise<void> {
    await repo.deleteSession(this.deps.db, sessionId);
    this.deps.cache?.forget(sessionId);
  }
}

export function bearer(authorization: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  return match?.[1];
}
