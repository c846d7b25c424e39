import {
  type BaseReply,
  type BugListOrder,
  type BugReportDetailReply,
  type BugReportListReply,
  NEW_BUG_STATUS,
  paths,
} from '@ddp/contract';
import { getPlain, postEncrypted, postMultipart, signedIn } from '../../lib/api-client';

export const bugReportKeys = {
  all: ['bug-reports'] as const,
  list: (consumerId: string, page: number, order: BugListOrder) =>
    ['bug-reports', 'list', consumerId, page, order] as const,
  detail: (id: string) => ['bug-reports', 'detail', id] as const,
};

export const fetchReports = (consumerId: string, page: number, order: BugListOrder) =>
  postEncrypted<BugReportListReply>(
    paths.getListBugReport,
    { consumer_id: consumerId, page, order },
    signedIn,
  );

export const fetchReport = (id: string) =>
  getPlain<BugReportDetailReply>(`${paths.getReport}?id=${encodeURIComponent(id)}`, signedIn);

export interface OutgoingReport {
  title: string;
  description: string;
  priority: string;
  files: readonly File[];
  consumerId: string;
  email: string;
}

/** Spec section 7: with files the multipart call, without them the JSON call; status is always Pending. */
export function sendReport(report: OutgoingReport): Promise<BaseReply> {
  const fields = {
    title: report.title,
    description: report.description,
    priority: report.priority,
    consumer_id: report.consumerId,
    consumer_email: report.email,
    status: NEW_BUG_STATUS,
  };
  if (report.files.length === 0) return postEncrypted<BaseReply>(paths.createBugReport, fields, signedIn);
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('fileCount', String(report.files.length));
  for (const file of report.files) form.append('files', file, file.name);
  return postMultipart<BaseReply>(paths.uploadReportFile, form, signedIn);
}
