import { type MailboxReply, paths } from '@ddp/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { readPlain } from '../../platform/http/encrypted';
import { latestMail } from './repo';

const query = z.object({
  to: z.string().trim().toLowerCase().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

/** Registered only when no SMTP server is configured (config refuses that in production). */
export function devMailboxRoutes(app: FastifyInstance, opts: { db: Db }) {
  app.get(paths.devMailbox, async (req): Promise<MailboxReply> => {
    const { to, limit } = readPlain(req, query);
    const rows = await latestMail(opts.db, limit, to);
    return {
      output: 'success',
      messages: rows.map((row) => ({
        id: row.id,
        to: row.to_address,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
        createdAt: row.created_at.toISOString(),
        attachments: JSON.parse(row.attachments) as MailboxReply['messages'][number]['attachments'],
      })),
    };
  });
}

/** The input schemas by telling names, for the hostile-input (fuzzing) suite. */
export { query as mailboxQuery };
