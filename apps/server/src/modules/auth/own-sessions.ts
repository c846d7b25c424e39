import { createHash } from 'node:crypto';
import { type EndSessionsReply, messages, SESSION_HANDLE_LENGTH, type SessionItem } from '@ddp/contract';
import type { Db } from '../../db/database';
import type { NoticedCache } from '../../db/noticed-cache';
import type { Clock } from '../../platform/clock';
import { NotFound } from '../../platform/errors';
import { browserName } from '../../platform/http/browser-name';
import type { AuditTrail } from '../audit/trail';
import type { Actor } from './actor';
import * as repo from './own-sessions-repo';
import type { SessionWithConsumer } from './repo';
import type { SessionRules } from './sessions';

/** The name a session goes by in the list: derived from its id, which never leaves the server. */
export const sessionHandle = (sessionId: string) =>
  createHash('sha256').update(sessionId).digest('base64url').slice(0, SESSION_HANDLE_LENGTH);

/**
 * A person's view of their own sessions, and ending them. An ended session's row is gone, so its
 * next call on any instance is refused: this instance forgets it at once, the others on the
 * database's change notice (migration 009), and none serves a cached session while notices are down.
 */
export class OwnSessions {
  constructor(
    private readonly deps: {
      db: Db;
      clock: Clock;
      rules: SessionRules;
      audit: AuditTrail;
      cache?: NoticedCache<SessionWithConsumer> | undefined;
    },
  ) {}

  async list(actor: Actor): Promise<SessionItem[]> {
    const rows = await repo.listActiveSessions(this.deps.db, actor.consumerId);
    const now = this.deps.clock.now().getTime();
    return rows
      .map((row) => this.#item(row, actor.sessionId))
      .filter((item) => Date.parse(item.endsAt) > now)
      .sort((a, b) => Number(b.current) - Number(a.current));
  }

  async endOne(actor: Actor, handle: string): Promise<EndSessionsReply> {
    const rows = await repo.listActiveSessions(this.deps.db, actor.consumerId);
    const row = rows.find((candidate) => sessionHandle(candidate.id) === handle);
    if (!row || !(await repo.deleteOwnSession(this.deps.db, actor.consumerId, row.id))) {
      throw new NotFound(messages.sessionsAlreadyEnded);
    }
    this.#forget([row.id]);
    this.#record(actor, { browser: browserName(row.user_agent) });
    return { output: 'success', message: messages.sessionsEndedOne, ended: 1 };
  }

  async endOthers(actor: Actor): Promise<EndSessionsReply> {
    const ended = await repo.deleteOtherSessions(this.deps.db, actor.consumerId, actor.sessionId);
    this.#forget(ended);
    if (ended.length > 0) this.#record(actor, { how: 'others' });
    return {
      output: 'success',
      message: messages.sessionsEndedOthers({ count: ended.length }),
      ended: ended.length,
    };
  }

  #item(row: repo.ActiveSessionRow, currentId: string): SessionItem {
    const idleEnd = row.last_seen_at.getTime() + this.deps.rules.idleMs;
    return {
      handle: sessionHandle(row.id),
      browser: browserName(row.user_agent),
      address: row.address,
      startedAt: row.first_login_at.toISOString(),
      lastActiveAt: row.last_seen_at.toISOString(),
      endsAt: new Date(Math.min(row.expires_at.getTime(), idleEnd)).toISOString(),
      current: row.id === currentId,
    };
  }

  #forget(sessionIds: readonly string[]): void {
    for (const id of sessionIds) this.deps.cache?.forgetRow(`session:${id}`);
  }

  #record(actor: Actor, details: { browser?: string | null; how?: 'others' }): void {
    this.deps.audit.by(
      {
        companyId: actor.companyId,
        consumerId: actor.consumerId,
        email: actor.email,
        address: actor.address,
      },
      { type: 'security.session_ended', target: actor.email, details },
    );
  }
}
