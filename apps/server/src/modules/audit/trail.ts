import { AUDIT_OPERATOR, type AuditDetails, type AuditEventType } from '@ddp/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { Clock } from '../../platform/clock';
import * as repo from './repo';

export type { AuditQuery } from './repo';

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

export interface AuditRules {
  /** How long the writer gathers events before one insert. */
  flushMs: number;
  /** A batch this large is written at once. */
  batchSize: number;
  /** Events held while the database cannot take them; the oldest go beyond this. */
  maxPending: number;
}

export const defaultAuditRules: AuditRules = { flushMs: 200, batchSize: 200, maxPending: 20_000 };

/**
 * Records what members did, after it is done. `record` only queues: the action neither waits for
 * the insert nor fails with it. Callers record once their change is committed, so a failed action
 * records nothing. The queue is written in batches, soon after; a write that fails is logged and
 * tried again with the next batch, and readers flush first, so the caller sees their own events.
 */
export class AuditTrail {
  #pending: repo.AuditRow[] = [];
  #timer: NodeJS.Timeout | undefined;
  #writing: Promise<void> = Promise.resolve();
  #dropped = 0;

  constructor(private readonly deps: { db: Db; clock: Clock; log: FastifyBaseLogger; rules?: AuditRules }) {}

  private get rules(): AuditRules {
    return this.deps.rules ?? defaultAuditRules;
  }

  /** An event of a member, from the session or a sign-in step. */
  by(subject: AuditSubject, event: AuditEvent): void {
    this.#queue({
      company_id: subject.companyId,
      actor_id: subject.consumerId,
      actor: subject.email,
      address: subject.address ?? null,
      event,
    });
  }

  /** An event an operator caused in a company (through the operator API: no member, no address). */
  byOperator(companyId: string, event: AuditEvent): void {
    this.#queue({ company_id: companyId, actor_id: null, actor: AUDIT_OPERATOR, address: null, event });
  }

  /** Writes every queued event; resolves when they are stored or their write failed (logged). */
  flush(): Promise<void> {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = undefined;
    const batch = this.#pending;
    this.#pending = [];
    this.#writing = this.#writing.then(() => this.#write(batch));
    return this.#writing;
  }

  list(query: repo.AuditQuery) {
    return repo.listEvents(this.deps.db, query);
  }

  /** The retention: events older than `before`, `batch` at a time (the purge drives it). */
  deleteBefore(before: Date, batch: number): Promise<number> {
    return repo.deleteEventsBefore(this.deps.db, before, batch);
  }

  #queue(input: Omit<repo.AuditRow, 'at' | 'type' | 'target' | 'details'> & { event: AuditEvent }): void {
    const { event, ...who } = input;
    try {
      this.#pending.push({
        ...who,
        at: this.deps.clock.now(),
        type: event.type,
        target: event.target ?? null,
        details: event.details ?? {},
      });
      this.#bound();
      if (this.#pending.length >= this.rules.batchSize) void this.flush();
      else this.#timer ??= setTimeout(() => void this.flush(), this.rules.flushMs).unref();
    } catch (error) {
      // Recording must never break the action it records.
      this.deps.log.error({ event: 'audit.record_failed', err: error }, 'audit event not queued');
    }
  }

  async #write(batch: repo.AuditRow[]): Promise<void> {
    if (batch.length === 0) return;
    try {
      await repo.insertEvents(this.deps.db, batch);
    } catch (error) {
      this.deps.log.error(
        { event: 'audit.write_failed', events: batch.length, err: error },
        'audit events not written; retried with the next batch',
      );
      this.#pending = [...batch, ...this.#pending];
      this.#bound();
      this.#timer ??= setTimeout(() => void this.flush(), this.rules.flushMs * 5).unref();
    }
  }

  /** While the database refuses writes, the queue keeps the newest events only. */
  #bound(): void {
    const over = this.#pending.length - this.rules.maxPending;
    if (over <= 0) return;
    this.#pending.splice(0, over);
    this.#dropped += over;
    this.deps.log.error(
      { event: 'audit.dropped', events: over, total: this.#dropped },
      'audit events dropped',
    );
  }
}
