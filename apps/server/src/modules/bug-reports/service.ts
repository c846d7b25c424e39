import { randomUUID } from 'node:crypto';
import {
  BUG_REPORT_ID_PATTERN,
  BUG_STATUSES,
  type BugListOrder,
  type BugPriority,
  bugAttachmentLimits,
  bugReportIdOf,
  bugReportMessages,
  limits,
  messages,
  NEW_BUG_STATUS,
} from '@ddp/contract';
import type { Db } from '../../db/database';
import type { Clock } from '../../platform/clock';
import { AppError, BadRequest, NotFound } from '../../platform/errors';
import type { Actor } from '../auth/actor';
import { sniffAttachmentType } from './content-type';
import * as repo from './repo';
import { fileTooLarge, tooManyFiles, type UploadedFile } from './upload-reader';

export interface NewReport {
  title: string;
  description: string;
  priority: BugPriority;
}

const numberOf = (reportId: string) => BUG_REPORT_ID_PATTERN.exec(reportId)?.[1];

/** Bug reports: a consumer sends and reads their own; operators read all and set the status. */
export class BugReportsService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** Every file is checked before anything is stored; one bad file refuses the whole report. */
  async submit(actor: Actor, report: NewReport, files: readonly UploadedFile[]): Promise<string> {
    if (files.length > bugAttachmentLimits.maxFiles) throw tooManyFiles();
    const checked = files.map((file, position) => {
      if (file.bytes.length > bugAttachmentLimits.maxFileBytes) throw fileTooLarge(file.name);
      const contentType = sniffAttachmentType(file.bytes);
      if (!contentType) {
        throw new AppError(415, bugReportMessages.fileType(file.name), { code: 'file_type' });
      }
      return {
        id: randomUUID(),
        position,
        name: file.name,
        content_type: contentType,
        size: file.bytes.length,
        content: file.bytes,
      };
    });
    const now = this.clock.now();
    const reportNumber = await repo.insertReport(
      this.db,
      {
        id: randomUUID(),
        company_id: actor.companyId,
        consumer_id: actor.consumerId,
        consumer_email: actor.email,
        ...report,
        status: NEW_BUG_STATUS,
        created_at: now,
        updated_at: now,
      },
      checked,
    );
    return bugReportIdOf(reportNumber);
  }

  async list(actor: Actor, page: number, order: BugListOrder) {
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
    const found = await this.find(reportId);
    if (!found || found.consumer_id !== actor.consumerId || found.company_id !== actor.companyId) {
      throw new NotFound(messages.notFound);
    }
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
      throw new BadRequest(bugReportMessages.statusInvalid);
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
