import { z } from 'zod';
import { messages } from './messages';

/** Limits of what an operator may attach (ours; the spec gives none). */
export const newsLimits = {
  subjectMaxLength: 200,
  bodyMaxLength: 20_000,
  attachmentsMax: 5,
  attachmentMaxBytes: 5 * 1024 * 1024,
  filenameMaxLength: 200,
} as const;

/** `accepted` of update-terms-condition: 1 accepts (spec section 4), 0 refuses. */
export const TERMS_ACCEPTED = 1;
export const TERMS_REFUSED = 0;

export const newsMessages = {
  // ours: the spec leaves these texts open.
  empty: 'There is no news for your company yet.',
  termsAccepted: 'Thank you. Your acceptance of the terms has been recorded.',
  termsAlreadyAnswered: 'These terms have already been answered.',
  noTerms: 'This news item has no terms to answer.',
  answerRequired: 'Please choose whether you accept the terms.',
  refuseWarning:
    'If you do not accept the terms, your account will be deleted and you will be signed out. This cannot be undone.',
  subjectRequired: 'A subject is required.',
  bodyRequired: 'A body is required.',
  audienceRequired: 'Choose the audience: all companies or at least one company id.',
  unknownCompanies: (ids: readonly string[]) => `Unknown company ids: ${ids.join(', ')}`,
  tooManyAttachments: `At most ${newsLimits.attachmentsMax} attachments per news item.`,
  attachmentTooLarge: (name: string) =>
    `${name} is larger than ${newsLimits.attachmentMaxBytes / 1024 / 1024} MiB.`,
  attachmentEmpty: (name: string) => `${name} is empty.`,
  attachmentName: 'Each attachment needs a file name without path separators or control characters.',
  attachmentContent: 'Attachment content must be base64.',
} as const;

const id = () => z.uuid({ error: messages.badRequest });

/** view-news: the caller's own consumerId; `page` (ours) pages by 10 on the server. */
export const viewNewsRequest = z.object({
  consumerId: id(),
  page: z.number().int().min(1).max(100_000).default(1),
});
export type ViewNewsRequest = z.input<typeof viewNewsRequest>;

/** get-news takes plain query fields (spec section 7), so they arrive as text. */
export const getNewsRequest = z.object({ newsId: id(), consumerId: id() });
export type GetNewsRequest = z.infer<typeof getNewsRequest>;

export const updateTermsConditionRequest = z.object({
  consumerId: id(),
  accepted: z.union([z.literal(TERMS_ACCEPTED), z.literal(TERMS_REFUSED)], {
    error: newsMessages.answerRequired,
  }),
  broadcastnews_id: id(),
});
export type UpdateTermsConditionRequest = z.infer<typeof updateTermsConditionRequest>;

/** One row of the news list. `consumer_accept` is 1 once the caller accepted, null before. */
export interface NewsListItem {
  id: string;
  subject: string;
  /** ISO 8601, UTC */
  createdat: string;
  terms_and_conditions: boolean;
  consumer_accept: number | null;
}

export interface NewsListReply {
  output: 'success';
  message: NewsListItem[];
  page: number;
  pageSize: number;
  total: number;
}

export interface NewsAttachment {
  filename: string;
  contentType: string;
  /** base64 */
  content: string;
}

export interface NewsItemReply {
  output: 'success';
  id: string;
  subject: string;
  createdat: string;
  body: string;
  attachment: NewsAttachment[];
  terms_and_conditions: boolean;
  consumer_accept: number | null;
}

export interface UpdateTermsReply {
  output: 'success';
  message: string;
  consumer_accept: number;
  /** ours: true when the refusal deleted the caller's account */
  accountDeleted: boolean;
}

// One character class and a length rule: a grouped pattern overflows the stack on megabytes.
const BASE64_CHARS = /^[A-Za-z0-9+/]*={0,2}$/;
const isBase64 = (text: string) => text.length % 4 === 0 && BASE64_CHARS.test(text);
// A name the browser can save as it is: no folders, no control characters.
const FILENAME = /^[^/\\\p{Cc}]+$/u;
const maxBase64Chars = Math.ceil(newsLimits.attachmentMaxBytes / 3) * 4;

const attachment = z.object({
  filename: z
    .string({ error: newsMessages.attachmentName })
    .trim()
    .min(1, { error: newsMessages.attachmentName })
    .max(newsLimits.filenameMaxLength, { error: messages.tooLong(newsLimits.filenameMaxLength) })
    .regex(FILENAME, { error: newsMessages.attachmentName })
    .refine((name) => name !== '.' && name !== '..', { error: newsMessages.attachmentName }),
  content: z
    .string({ error: newsMessages.attachmentContent })
    .refine(isBase64, { error: newsMessages.attachmentContent }),
});

/** The operator's publish call (ours): what `npm run ops -- news publish` sends. */
export const publishNewsRequest = z
  .object({
    subject: z
      .string({ error: newsMessages.subjectRequired })
      .trim()
      .min(1, { error: newsMessages.subjectRequired })
      .max(newsLimits.subjectMaxLength, { error: messages.tooLong(newsLimits.subjectMaxLength) }),
    body: z
      .string({ error: newsMessages.bodyRequired })
      .trim()
      .min(1, { error: newsMessages.bodyRequired })
      .max(newsLimits.bodyMaxLength, { error: messages.tooLong(newsLimits.bodyMaxLength) }),
    terms_and_conditions: z.boolean({ error: messages.badRequest }).default(false),
    audience: z.union(
      [z.literal('all'), z.array(id()).min(1, { error: newsMessages.audienceRequired }).max(10_000)],
      {
        error: newsMessages.audienceRequired,
      },
    ),
    attachments: z.array(attachment).max(newsLimits.attachmentsMax, {
      error: newsMessages.tooManyAttachments,
    }),
  })
  .superRefine((data, ctx) => {
    data.attachments.forEach((file, index) => {
      const problem = attachmentProblem(file);
      if (problem)
        ctx.addIssue({ code: 'custom', path: ['attachments', index, 'content'], message: problem });
    });
  });
export type PublishNewsRequest = z.input<typeof publishNewsRequest>;

export const withdrawNewsRequest = z.object({ id: id() });

function attachmentProblem(file: { filename: string; content: string }): string | undefined {
  if (file.content.length === 0) return newsMessages.attachmentEmpty(file.filename);
  if (file.content.length > maxBase64Chars || decodedBytes(file.content) > newsLimits.attachmentMaxBytes) {
    return newsMessages.attachmentTooLarge(file.filename);
  }
  return undefined;
}

function decodedBytes(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return (base64.length / 4) * 3 - padding;
}
