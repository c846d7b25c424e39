import {
  messages,
  type NewsItemReply,
  type NewsListReply,
  TERMS_ACCEPTED,
  TERMS_REFUSED,
  type UpdateTermsReply,
} from '@ddp/contract';
import type { NewsService } from './service';

type ListResult = Awaited<ReturnType<NewsService['list']>>;
type ItemResult = Awaited<ReturnType<NewsService['item']>>;
type OpsRow = Awaited<ReturnType<NewsService['listAll']>>[number];

export const newsListReply = ({ rows, total, page, pageSize }: ListResult): NewsListReply => ({
  output: 'success',
  message: rows.map((row) => ({
    id: row.id,
    subject: row.subject,
    createdat: row.created_at.toISOString(),
    terms_and_conditions: row.terms_and_conditions,
    consumer_accept: row.accepted ?? null,
  })),
  page,
  pageSize,
  total,
});

export const newsItemReply = (item: ItemResult): NewsItemReply => ({
  output: 'success',
  id: item.id,
  subject: item.subject,
  createdat: item.created_at.toISOString(),
  body: item.body,
  attachment: item.attachments.map((file) => ({
    filename: file.filename,
    contentType: file.content_type,
    content: file.content.toString('base64'),
  })),
  terms_and_conditions: item.terms_and_conditions,
  consumer_accept: item.accepted ?? null,
});

export const termsAnswerReply = ({ accountDeleted }: { accountDeleted: boolean }): UpdateTermsReply => ({
  output: 'success',
  message: accountDeleted ? messages.accountDeleted : messages.termsAccepted,
  consumer_accept: accountDeleted ? TERMS_REFUSED : TERMS_ACCEPTED,
  accountDeleted,
});

export const opsNewsRow = (row: OpsRow) => ({
  id: row.id,
  subject: row.subject,
  createdAt: row.created_at.toISOString(),
  terms: row.terms_and_conditions,
  audience: row.all_companies ? 'all' : `${Number(row.companies ?? 0)} companies`,
  attachments: Number(row.attachments ?? 0),
  accepted: Number(row.accepted ?? 0),
});
