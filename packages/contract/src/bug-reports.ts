import { z } from 'zod';
import { NEW_BUG_STATUS } from './bug-status';
import { email, requiredText } from './fields';
import { messages } from './messages';

export const BUG_PRIORITIES = ['low', 'medium', 'high'] as const;
export type BugPriority = (typeof BUG_PRIORITIES)[number];
/** Spec section 9: the default priority (the status every new report is sent with: bug-status.ts). */
export const DEFAULT_BUG_PRIORITY: BugPriority = 'low';

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

const id = () => z.uuid({ error: () => messages.badRequest });

const priority = () =>
  z
    .enum(BUG_PRIORITIES, { error: () => messages.bugReportPriorityInvalid })
    .optional()
    .transform((value) => value ?? DEFAULT_BUG_PRIORITY);

/** Title, description and priority: the form's rules and the server's (spec section 5). */
export const bugReportForm = z.object({
  title: requiredText(() => messages.bugReportTitleRequired, bugAttachmentLimits.titleMaxLength),
  description: requiredText(
    () => messages.bugReportDescriptionRequired,
    bugAttachmentLimits.descriptionMaxLength,
  ),
  priority: priority(),
});
export type BugReportForm = z.input<typeof bugReportForm>;

const reportFields = {
  ...bugReportForm.shape,
  consumer_id: id(),
  consumer_email: email(),
  // Spec section 3: always sent as Pending; anything else is refused rather than ignored.
  status: z
    .literal(NEW_BUG_STATUS, { error: () => messages.bugReportStatusMustBePending })
    .optional()
    .transform(() => NEW_BUG_STATUS),
};

export const createBugReportRequest = z.object(reportFields);
export type CreateBugReportRequest = z.input<typeof createBugReportRequest>;

/** The text fields of the multipart call; form fields arrive as text, so fileCount is coerced. */
export const uploadReportFields = z.object({
  ...reportFields,
  fileCount: z.coerce
    .number({ error: () => messages.bugReportFileCountMismatch })
    .int({ error: () => messages.bugReportFileCountMismatch })
    .min(0, { error: () => messages.bugReportFileCountMismatch })
    .max(bugAttachmentLimits.maxFiles, { error: () => messages.bugReportTooManyFiles }),
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
  id: z.string({ error: () => messages.notFound }).max(40, { error: () => messages.notFound }),
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
  if (files.length > bugAttachmentLimits.maxFiles) return messages.bugReportTooManyFiles;
  for (const file of files) {
    if (file.size > bugAttachmentLimits.maxFileBytes) return messages.bugReportFileTooLarge(file.name);
  }
  for (const file of files) {
    const declared = (ATTACHMENT_TYPES as readonly string[]).includes(file.type);
    const named = /\.(jpe?g|png|pdf)$/i.test(file.name);
    if (!declared && !named) return messages.bugReportFileType(file.name);
  }
  return undefined;
}
