import { randomUUID } from 'node:crypto';
import {
  BUG_REPORT_ID_PATTERN,
  BUG_STATUSES,
  type BugListOrder,
  type BugPriority,
  bugAttachmentLimits,
  bugReportIdOf,
  limits,
  messages,
  NEW_BUG_STATUS,
} from '@ddp/contract';
import type { Db } from '../../db/database';
import type { Clock } from '../../platform/clock';
import { AppError, BadRequest, NotFound, TooManyRequests } from '../../platform/errors';
import * as access from '../access/policy';
import type { Actor } from '../auth/actor';
import * as policy from './policy';
import * as repo from './repo';
import { type ReceivedFile, tooManyFiles, type UploadBudget } from './upload-reader';

export interface NewReport {
  title: string;
  description: string;
  priority: BugPriority;
}

/** What the browser says about the report: who sends it, and (an upload) how many files it has. */
export interface ReportClaims {
  consumerId: string;
  email: string;
  fileCount?: number;
}

/** BUG_REPORT_QUOTA_MB and BUG_REPORT_RATE_PER_HOUR (docs/configuration.md). */
export interface BugReportLimits {
  quotaBytes: number;
  perHour: number;
}

const HOUR_MS = 60 * 60_000;
const MiB = 1024 * 1024;

const numberOf = (reportId: string) => BUG_REPORT_ID_PATTERN.exec(reportId)?.[1];

/** Bug reports: a consumer sends and reads their own; operators read all and set the status. */
export class BugReportsService {
  /**
   * Bytes this instance is receiving for each account, not stored yet: parallel uploads of one
   * account share its storage while they arrive, so that they cannot fill the disk together.
   */
  readonly #receiving = new Map<string, number>();

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly limits: BugReportLimits,
  ) {}

  /**
   * Before an upload's body is read: an account that has sent its reports for the hour is refused at
   * once (429), and the files of the others are received against what is left of their storage.
   * `release` gives back what the upload claimed, once it is stored or refused.
   */
  async admitUpload(actor: Actor): Promise<UploadBudget & { release(): void }> {
    const consumerId = actor.consumerId;
    const usage = await repo.usageOf(this.db, consumerId, this.windowStart(), this.limits.perHour);
    this.requirePlaceInWindow(usage.windowFullSince);
    let claimed = 0;
    return {
      claim: (bytes) => {
        const receiving = this.#receiving.get(consumerId) ?? 0;
        if (usage.bytes + receiving + bytes > this.limits.quotaBytes) throw this.quotaExceeded();
        this.#receiving.set(consumerId, receiving + bytes);
        claimed += bytes;
      },
      release: () => {
        const left = (this.#receiving.get(consumerId) ?? 0) - claimed;
        claimed = 0;
        if (left > 0) this.#receiving.set(consumerId, left);
        else this.#receiving.delete(consumerId);
      },
    };
  }

  /**
   * Stores a report with its files (already checked by kind and size while they arrived) in one
   * transaction. The account's hourly reports and storage are counted again inside it, with the
   * account's row locked, so the limits hold for parallel requests on any number of instances.
   */
  async submit(
    actor: Actor,
    claims: ReportClaims,
    report: NewReport,
    files: readonly ReceivedFile[],
  ): Promise<string> {
    access.requireOwnIds(actor, { consumerId: claims.consumerId, email: claims.email });
    if (claims.fileCount !== undefined && claims.fileCount !== files.length) {
      throw new BadRequest(messages.bugReportFileCountMismatch);
    }
    if (files.length > bugAttachmentLimits.maxFiles) throw tooManyFiles();
    const bytes = files.reduce((total, file) => total + file.size, 0);
    const now = this.clock.now();
    const reportId = randomUUID();
    const reportNumber = await this.db.transaction().execute(async (trx) => {
      await repo.lockReporter(trx, actor.consumerId);
      const usage = await repo.usageOf(trx, actor.consumerId, this.windowStart(), this.limits.perHour);
      this.requirePlaceInWindow(usage.windowFullSince);
      if (usage.bytes + bytes > this.limits.quotaBytes) throw this.quotaExceeded();
      const number = await repo.insertReport(trx, {
        id: reportId,
        company_id: actor.companyId,
        consumer_id: actor.consumerId,
        consumer_email: actor.email,
        ...report,
        status: NEW_BUG_STATUS,
        created_at: now,
        updated_at: now,
      });
      for (const [position, file] of files.entries()) {
        await repo.insertFile(
          trx,
          {
            id: randomUUID(),
            report_id: reportId,
            position,
            name: file.name,
            content_type: file.contentType,
            size: file.size,
          },
          file.spool.pieces(repo.CHUNK_BYTES),
        );
      }
      return number;
    });
    return bugReportIdOf(reportNumber);
  }

  /** A stored file's content, piece by piece, so that no reply holds a whole file. */
  async *content(file: { id: string; size: number }): AsyncGenerator<Uint8Array> {
    let read = 0;
    for (let seq = 0; read < file.size; seq += 1) {
      const piece = await repo.fileChunk(this.db, file.id, seq);
      // A report deleted (with its account) while it was being read.
      if (!piece) throw new Error(`attachment ended after ${read} of ${file.size} bytes`);
      read += piece.length;
      yield piece;
    }
  }

  private windowStart(): Date {
    return new Date(this.clock.now().getTime() - HOUR_MS);
  }

  private requirePlaceInWindow(windowFullSince: Date | undefined): void {
    if (!windowFullSince) return;
    const waitMs = windowFullSince.getTime() + HOUR_MS - this.clock.now().getTime();
    throw new TooManyRequests(
      messages.bugReportsPerHourExceeded(this.limits.perHour, Math.max(1, Math.ceil(waitMs / 60_000))),
      Math.max(1, Math.ceil(waitMs / 1000)),
    );
  }

  private quotaExceeded(): AppError {
    return new AppError(413, messages.bugReportQuotaExceeded(Math.floor(this.limits.quotaBytes / MiB)), {
      code: 'quota_exceeded',
    });
  }

  async list(actor: Actor, input: { consumerId: string; page: number; order: BugListOrder }) {
    access.requireOwnIds(actor, { consumerId: input.consumerId });
    const { page, order } = input;
    const pageSize = limits.pageSize;
    const { rows, total } = await repo.consumerReports(this.db, actor.consumerId, {
      offset: (page - 1) * pageSize,
      limit: pageSize,
      order,
    });
    return { rows, total, page, pageSize };
  }

  /** A report of someone else, in this company or another, answers like an unknown one. */
  async detail(actor: Actor, reportId: string) {
    const found = policy.requireOwnReport(actor, await this.find(reportId));
    return { report: found, files: await repo.reportFiles(this.db, found.id) };
  }

  listAll(filter: { status?: string; companyId?: string }) {
    return repo.allReports(this.db, filter);
  }

  async operatorDetail(reportId: string) {
    const found = await this.find(reportId);
    if (!found) throw new NotFound(`No bug report ${reportId}.`);
    return { report: found, files: await repo.reportFiles(this.db, found.id) };
  }

  async setStatus(reportId: string, status: string): Promise<void> {
    if (!(BUG_STATUSES as readonly string[]).includes(status)) {
      throw new BadRequest(messages.bugReportStatusInvalid);
    }
    const found = await this.find(reportId);
    if (!found) throw new NotFound(`No bug report ${reportId}.`);
    await repo.setStatus(this.db, found.id, status, this.clock.now());
  }

  private async find(reportId: string) {
    const number = numberOf(reportId);
    return number ? repo.reportByNumber(this.db, number) : undefined;
  }
}
