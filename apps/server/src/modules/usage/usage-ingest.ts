import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/unique-violation';
import { BoundedMemo } from '../../platform/bounded-memo';
import type { Clock } from '../../platform/clock';
import type { UsageRecord } from './ingest-formats';
import { dayOf, daysBefore, dropDay, ensureDays } from './partitions';
import * as repo from './repo';
import * as rollups from './rollups-repo';

/** How far ahead of the server's clock a reporter's clock may be. */
const FUTURE_SKEW_MS = 5 * 60_000;

export interface IngestSummary {
  received: number;
  /** New rows. */
  stored: number;
  /** Sent before (a retry): already stored. */
  duplicates: number;
  /** No client, or a client id the portal does not know: nothing to count them against. */
  unattributed: number;
  /** Older than the retention: they would be dropped at once. */
  expired: number;
}

export type IngestResult = { ok: true; summary: IngestSummary } | { ok: false; problems: string[] };

/**
 * Stores reported calls: the ingestion endpoint's records and the sample API's own, one path for
 * both. A batch is checked whole first; then each call is counted against its client's company.
 */
export class UsageIngest {
  readonly #knownDays = new Set<string>();
  // A client's company never changes and its id is never given again: what was found stays true.
  readonly #companies = new BoundedMemo<string>(10_000);

  constructor(private readonly deps: { db: Db; clock: Clock; retentionDays: number }) {}

  /**
   * `keysAreNew`: the records' keys were made for them just now, by this process (the sample
   * API's own calls), so the cheaper insert without a conflict check can store them.
   */
  async ingest(records: readonly UsageRecord[], { keysAreNew = false } = {}): Promise<IngestResult> {
    const now = this.deps.clock.now().getTime();
    const future = records.findIndex((record) => record.at.getTime() > now + FUTURE_SKEW_MS);
    if (future >= 0)
      return { ok: false, problems: [`Record ${future}: its time is ahead of the server's clock.`] };
    const oldest = this.deps.retentionDays > 0 ? now - this.deps.retentionDays * 86_400_000 : -Infinity;
    const kept = records.filter((record) => record.at.getTime() >= oldest);
    const ids = [...new Set(kept.flatMap((record) => (record.clientId ? [record.clientId] : [])))];
    const companies = await this.#companiesOf(ids);
    const rows: repo.UsageRow[] = [];
    for (const record of kept) {
      const companyId = record.clientId ? companies.get(record.clientId) : undefined;
      if (!companyId || !record.clientId) continue;
      rows.push({
        at: record.at,
        event_key: record.key,
        client_id: record.clientId,
        company_id: companyId,
        operation: record.operation,
        status: record.status,
        latency_ms: record.latencyMs,
        bytes: record.bytes,
      });
    }
    const days = new Map(rows.map((row) => [dayOf(row.at).getTime(), dayOf(row.at)]));
    await ensureDays(this.deps.db, [...days.values()], this.#knownDays);
    // The hours of the calls stored are marked for their roll-ups by the same statement
    // (usage-rollups.ts); a retry stores and marks nothing.
    const stored = keysAreNew ? await this.#insertNew(rows) : await repo.insertCalls(this.deps.db, rows);
    return {
      ok: true,
      summary: {
        received: records.length,
        stored,
        duplicates: rows.length - stored,
        unattributed: kept.length - rows.length,
        expired: records.length - kept.length,
      },
    };
  }

  async #insertNew(rows: repo.UsageRow[]): Promise<number> {
    try {
      await repo.insertNewCalls(this.deps.db, rows);
      return rows.length;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      return repo.insertCalls(this.deps.db, rows);
    }
  }

  /** The company of a client of ours; undefined for an id we never gave. */
  async companyOf(clientId: string): Promise<string | undefined> {
    return (await this.#companiesOf([clientId])).get(clientId);
  }

  async #companiesOf(clientIds: readonly string[]): Promise<Map<string, string>> {
    const found = new Map<string, string>();
    for (const id of clientIds) {
      const company = this.#companies.peek(id);
      if (company) found.set(id, company);
    }
    const asked = await repo.companiesOf(
      this.deps.db,
      clientIds.filter((id) => !found.has(id)),
    );
    for (const [id, company] of asked) {
      this.#companies.set(id, company);
      found.set(id, company);
    }
    return found;
  }

  /** The retention: the days wholly before `before` go, each table at once. */
  async dropDaysBefore(before: Date): Promise<number> {
    const days = await daysBefore(this.deps.db, before);
    for (const name of days) {
      await dropDay(this.deps.db, name);
      this.#knownDays.delete(name);
    }
    await rollups.deleteHoursBefore(this.deps.db, before);
    return days.length;
  }
}
