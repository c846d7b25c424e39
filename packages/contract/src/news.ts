import { z } from 'zod';
import { newsLimits } from './constants';
import { messages } from './messages';

/** `accepted` of update-terms-condition: 1 accepts (spec section 4), 0 refuses. */
export const TERMS_ACCEPTED = 1;
export const TERMS_REFUSED = 0;

const id = () => z.uuid({ error: () => messages.badRequest });

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
    error: () => messages.termsAnswerRequired,
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
    .string({ error: () => messages.newsAttachmentName })
    .trim()
    .min(1, { error: () => messages.newsAttachmentName })
    .max(newsLimits.filenameMaxLength, { error: () => messages.tooLong(newsLimits.filenameMaxLength) })
    .regex(FILENAME, { error: () => messages.newsAttachmentName })
    .refine((name) => name !== '.' && name !== '..', { error: () => messages.newsAttachmentName }),
  content: z
    .string({ error: () => messages.newsAttachmentContent })
    .refine(isBase64, { error: () => messages.newsAttachmentContent }),
});

/** The operator's publish call (ours): what `npm run ops -- news publish` sends. */
export const publishNewsRequest = z
  .object({
    subject: z
      .string({ error: () => messages.newsSubjectRequired })
      .trim()
      .min(1, { error: () => messages.newsSubjectRequired })
      .max(newsLimits.subjectMaxLength, { error: () => messages.tooLong(newsLimits.subjectMaxLength) }),
    body: z
      .string({ error: () => messages.newsBodyRequired })
      .trim()
      .min(1, { error: () => messages.newsBodyRequired })
      .max(newsLimits.bodyMaxLength, { error: () => messages.tooLong(newsLimits.bodyMaxLength) }),
    terms_and_conditions: z.boolean({ error: () => messages.badRequest }).default(false),
    audience: z.union(
      [
        z.literal('all'),
        z
          .array(id())
          .min(1, { error: () => messages.newsAudienceRequired })
          .max(10_000),
      ],
      {
        error: () => messages.newsAudienceRequired,
      },
    ),
    attachments: z.array(attachment).max(newsLimits.attachmentsMax, {
      error: () => messages.newsTooManyAttachments,
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
  if (file.content.length === 0) return messages.newsAttachmentEmpty(file.filename);
  if (file.content.length > maxBase64Chars || decodedBytes(file.content) > newsLimits.attachmentMaxBytes) {
    return messages.newsAttachmentTooLarge(file.filename);
  }
  return undefined;
}

function decodedBytes(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return (base64.length / 4) * 3 - padding;
}
