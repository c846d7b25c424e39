import { AUDIT_OPERATOR, type AuditDetails, type AuditEventType } from '@ddp/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { BatchedQueue, type BatchRules } from '../../platform/batched-queue';
import type { Clock } from '../../platform/clock';
import * as repo from './repo';

export type { AuditQuery, PersonalQuery } from './repo';

/**
 * Who did it: a signed-in member (the session's actor carries these fields) or a person a sign-in
 * step names. Declared here, not imported from auth, which records through this module.
 */
export interface AuditSubject {
  companyId: string;
  consumerId: string;
  email: string;
  /** The caller's address as the server saw it (behind a trusted proxy: the client's). */
  address?: string | undefined;
}

export interface AuditEvent {
  type: AuditEventType;
  target?: string | null;
  details?: AuditDetails;
}

export type AuditRules = BatchRules;

export const defaultAuditRules: AuditRules = { flushMs: 200, batchSize: 200, maxPending: 20_000 };

/**
 * Records what members did, after it is done. `record` only queues: the action neither waits for
 * the insert nor fails with it. Callers record once their change is committed, so a failed action
 * records nothing. The queue is written in batches, soon after; a write that fails is logged and
 * tried again with the next batch, and readers flush first, so the caller sees their own events.
 */
export class AuditTrail {
  readonly #queue: BatchedQueue<repo.AuditRow>;

  constructor(private readonly deps: { db: Db; clock: Clock; log: FastifyBaseLogger; rules?: AuditRules }) {
    this.#queue = new BatchedQueue({
      write: (batch) => repo.insertEvents(deps.db, batch),
      rules: deps.rules ?? defaultAuditRules,
      log: deps.log,
      name: 'audit',
    });
  }

  /** An event of a member, from the session or a sign-in step. */
  by(subject: AuditSubject, event: AuditEvent): void {
    this.#record({
      company_id: subject.companyId,
      actor_id: subject.consumerId,
      actor: subject.email,
      address: subject.address ?? null,
      event,
    });
  }

  /** An event an operator caused in a company (through the operator API: no member, no address). */
  byOperator(companyId: string, event: AuditEvent): void {
    this.#record({ company_id: companyId, actor_id: null, actor: AUDIT_OPERATOR, address: null, event });
  }

  /** Writes every queued event; resolves when they are stored or their write failed (logged). */
  flush(): Promise<void> {
    return this.#queue.flush();
  }

  list(query: repo.AuditQuery) {
    return repo.listEvents(this.deps.db, query);
  }

  /** A person's own security events (their Settings' security log). */
  listPersonal(query: repo.PersonalQuery) {
    return repo.listPersonalEvents(this.deps.db, query);
  }

  /** The retention: events older than `before`, `batch` at a time (the purge drives it). */
  deleteBefore(before: Date, batch: number): Promise<number> {
    return repo.deleteEventsBefore(this.deps.db, before, batch);
  }

  #record(input: Omit<repo.AuditRow, 'at' | 'type' | 'target' | 'details'> & { event: AuditEvent }): void {
    const { event, ...who } = input;
    try {
      this.#queue.push({
        ...who,
        at: this.deps.clock.now(),
        type: event.type,
        target: event.target ?? null,
        details: event.details ?? {},
      });
    } catch (error) {
      // Recording must never break the action it records.
      this.deps.log.error({ event: 'audit.record_failed', err: error }, 'audit event not queued');
    }
  }
}
