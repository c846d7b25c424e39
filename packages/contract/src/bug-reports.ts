import { z } from 'zod';
import { email, requiredText } from './fields';
import { messages } from './messages';

export const BUG_PRIORITIES = ['low', 'medium', 'high'] as const;
export type BugPriority = (typeof BUG_PRIORITIES)[number];
/** Spec section 9: the default priority, and the status every new report is sent with. */
export const DEFAULT_BUG_PRIORITY: BugPriority = 'low';
export const NEW_BUG_STATUS = 'Pending';
/** The statuses operators set (spec: "other statuses and transitions: not shown"; ours). */
export const BUG_STATUSES = ['Pending', 'In progress', 'Resolved', 'Closed'] as const;

/** Upload limits (ours; the spec gives none): per file, per report, and the accepted kinds. */
export const bugAttachmentLimits = {
  maxFileBytes: 10 * 1024 * 1024,
  maxFiles: 5,
  titleMaxLength: 200,
  descriptionMaxLength: 10_000,
} as const;

/** Accepted kinds, recognised by their first bytes, never by name or declared type. */
export const ATTACHMENT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export type AttachmentType = (typeof ATTACHMENT_TYPES)[number];
/** For the file picker; the server decides by content. */
export const ATTACHMENT_ACCEPT = `${ATTACHMENT_TYPES.join(',')},.jpg,.jpeg,.png,.pdf`;

export const bugReportMessages = {
  sentTitle: 'Sent',
  sent: 'The report has been sent to technical team.',
  // Ours: the spec shows no texts for the bug form.
  titleRequired: 'Title is required',
  descriptionRequired: 'Description is required',
  priorityInvalid: 'Priority must be low, medium or high',
  statusMustBePending: 'A new report is always sent with the status Pending.',
  fileTooLarge: (name: string) =>
    `The file "${name}" is larger than 10 MiB. Each attachment may be at most 10 MiB.`,
  tooManyFiles: 'At most 5 files can be attached to one report.',
  fileType: (name: string) =>
    `The file "${name}" is not a JPEG, PNG or PDF file. Only JPEG, PNG and PDF files can be attached.`,
  fileCountMismatch: 'fileCount must equal the number of files sent.',
  notMultipart: 'Attachments must be sent as multipart/form-data.',
  // Ours: the storage and rate limits of issue 16 (BUG_REPORT_QUOTA_MB, BUG_REPORT_RATE_PER_HOUR).
  quotaExceeded: (mib: number) =>
    `Your bug reports can hold at most ${mib} MiB of attachments in all, and this report would go beyond that. Please send it with fewer or smaller files.`,
  tooManyReports: (perHour: number, minutes: number) =>
    `You can send at most ${perHour} bug reports an hour. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  empty: 'No issues have been reported yet.',
  statusInvalid: `Status must be one of: ${BUG_STATUSES.join(', ')}.`,
} as const;

const id = () => z.uuid({ error: messages.badRequest });

const priority = () =>
  z
    .enum(BUG_PRIORITIES, { error: bugReportMessages.priorityInvalid })
    .optional()
    .transform((value) => value ?? DEFAULT_BUG_PRIORITY);

/** Title, description and priority: the form's rules and the server's (spec section 5). */
export const bugReportForm = z.object({
  title: requiredText(bugReportMessages.titleRequired, bugAttachmentLimits.titleMaxLength),
  description: requiredText(bugReportMessages.descriptionRequired, bugAttachmentLimits.descriptionMaxLength),
  priority: priority(),
});
export type BugReportForm = z.input<typeof bugReportForm>;

const reportFields = {
  ...bugReportForm.shape,
  consumer_id: id(),
  consumer_email: email(),
  // Spec section 3: always sent as Pending; anything else is refused rather than ignored.
  status: z
    .literal(NEW_BUG_STATUS, { error: bugReportMessages.statusMustBePending })
    .optional()
    .transform(() => NEW_BUG_STATUS),
};

export const createBugReportRequest = z.object(reportFields);
export type CreateBugReportRequest = z.input<typeof createBugReportRequest>;

/** The text fields of the multipart call; form fields arrive as text, so fileCount is coerced. */
export const uploadReportFields = z.object({
  ...reportFields,
  fileCount: z.coerce
    .number({ error: bugReportMessages.fileCountMismatch })
    .int({ error: bugReportMessages.fileCountMismatch })
    .min(0, { error: bugReportMessages.fileCountMismatch })
    .max(bugAttachmentLimits.maxFiles, { error: bugReportMessages.tooManyFiles }),
});

export const BUG_LIST_ORDERS = ['desc', 'asc'] as const;
export type BugListOrder = (typeof BUG_LIST_ORDERS)[number];

/** `page` and `order` are ours: the list is paged on the server, sortable by createdAt. */
export const listBugReportsRequest = z.object({
  consumer_id: id(),
  page: z.number().int().min(1).max(100_000).optional(),
  order: z.enum(BUG_LIST_ORDERS).optional(),
});

/** Reports are shown as `BR-00042`; the number is the database's sequence. */
export const BUG_REPORT_ID_PATTERN = /^BR-(\d{1,18})$/;
export const bugReportIdOf = (reportNumber: string | number) => `BR-${String(reportNumber).padStart(5, '0')}`;

/** get-report's query; an id of the wrong form is answered like an unknown one (404). */
export const bugReportQuery = z.object({
  id: z.string({ error: messages.notFound }).max(40, { error: messages.notFound }),
});

export interface BugReportItem {
  id: string;
  title: string;
  priority: BugPriority;
  /** ISO instant, UTC */
  createdAt: string;
  status: string;
}

export interface BugReportListReply {
  output: 'success';
  message: BugReportItem[];
  page: number;
  pageSize: number;
  total: number;
}

export interface BugAttachment {
  name: string;
  /** The kind recognised from the content. */
  contentType: AttachmentType;
  size: number;
  /** base64 */
  content: string;
}

export interface BugReportDetailReply {
  output: 'success';
  message: string;
  id: string;
  title: string;
  /** ISO instant, UTC */
  createdat: string;
  description: string;
  priority: BugPriority;
  status: string;
  attachment: BugAttachment[];
}

/** A file as the browser knows it before sending: the screen checks what it can in advance. */
export interface PickedFile {
  name: string;
  size: number;
  type: string;
}

/** The first problem of a set of picked files, with the server's message for it. */
export function pickedFilesProblem(files: readonly PickedFile[]): string | undefined {
  if (files.length > bugAttachmentLimits.maxFiles) return bugReportMessages.tooManyFiles;
  for (const file of files) {
    if (file.size > bugAttachmentLimits.maxFileBytes) return bugReportMessages.fileTooLarge(file.name);
  }
  for (const file of files) {
    const declared = (ATTACHMENT_TYPES as readonly string[]).includes(file.type);
    const named = /\.(jpe?g|png|pdf)$/i.test(file.name);
    if (!declared && !named) return bugReportMessages.fileType(file.name);
  }
  return undefined;
}
