import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database';
import type { MailMessage } from '../../platform/mail/mailer';

export async function storeMail(db: Db, message: MailMessage, at: Date): Promise<void> {
  await db
    .insertInto('outbox')
    .values({
      id: randomUUID(),
      to_address: message.to,
      subject: message.subject,
      text_body: message.text,
      html_body: message.html,
      attachments: JSON.stringify(
        message.attachments.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: a.content.toString('base64'),
        })),
      ),
      created_at: at,
    })
    .execute();
}

export function latestMail(db: Db, limit: number, to?: string) {
  let query = db
    .selectFrom('outbox')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('seq', 'desc')
    .limit(limit);
  if (to) query = query.where('to_address', '=', to);
  return query.execute();
}

/** How many mails the outbox holds (the dev mailbox's; with SMTP nothing stays there). */
export async function countMail(db: Db): Promise<number> {
  const row = await db
    .selectFrom('outbox')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
