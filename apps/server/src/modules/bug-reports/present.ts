import {
  type AttachmentType,
  type BugAttachment,
  type BugPriority,
  type BugReportItem,
  bugReportIdOf,
} from '@ddp/contract';

interface ReportRow {
  report_number: string;
  title: string;
  priority: BugPriority;
  created_at: Date;
  status: string;
}

interface FileRow {
  name: string;
  content_type: string;
  size: number;
  content: Buffer;
}

export const reportItem = (row: ReportRow): BugReportItem => ({
  id: bugReportIdOf(row.report_number),
  title: row.title,
  priority: row.priority,
  createdAt: row.created_at.toISOString(),
  status: row.status,
});

export const attachment = (file: FileRow): BugAttachment => ({
  name: file.name,
  contentType: file.content_type as AttachmentType,
  size: file.size,
  content: Buffer.from(file.content).toString('base64'),
});

/** The detail reply of get-report (spec section 7): title, createdat, description, attachment. */
export const reportDetail = (report: ReportRow & { description: string }, files: readonly FileRow[]) => ({
  id: bugReportIdOf(report.report_number),
  title: report.title,
  createdat: report.created_at.toISOString(),
  description: report.description,
  priority: report.priority,
  status: report.status,
  attachment: files.map(attachment),
});
