import { messages } from '@ddp/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { inLanguage } from '../../platform/locale';
import { escapeHtml } from '../../platform/mail/escape-html';
import type { Mailer, MailMessage } from '../../platform/mail/mailer';
import type { QuotaThreshold } from './quota-gate';

/** Tells an Owner that a client reached 80% or 100% of its monthly quota; never a secret. */
export function quotaMail(input: {
  to: string;
  firstname: string;
  name: string;
  threshold: QuotaThreshold;
  usageUrl: string;
}): MailMessage {
  const { threshold } = input;
  const values = {
    name: input.name,
    clientId: threshold.clientId,
    used: threshold.used,
    limit: threshold.limit,
    plan: threshold.plan.name,
    percent: threshold.percent,
  };
  const hello = messages.mailHello({ firstname: input.firstname });
  const body = messages.mailQuotaBody(values);
  const action = messages.mailQuotaAction;
  return {
    to: input.to,
    subject: messages.mailQuotaSubject(values),
    text: [hello, '', body, '', action, input.usageUrl].join('\n'),
    html: `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5">
<p>${escapeHtml(hello)}</p>
<p>${escapeHtml(body)}</p>
<p>${escapeHtml(action)} <a href="${escapeHtml(input.usageUrl)}">${escapeHtml(input.usageUrl)}</a></p>
</body></html>`,
    attachments: [],
  };
}

/**
 * Mails the company's Owners, each in their language, when a client's monthly count reaches 80%
 * and 100% of its quota. Each count is reached by one call only, on whichever instance: one mail
 * each. Off the call's path: a failed mail is logged, never the call's failure.
 */
export function quotaMails(deps: { db: Db; mailer: Mailer; log: FastifyBaseLogger; usageUrl: string }) {
  const send = async (threshold: QuotaThreshold) => {
    const client = await deps.db
      .selectFrom('credentials')
      .select('name')
      .where('client_id', '=', threshold.clientId)
      .executeTakeFirst();
    const owners = await deps.db
      .selectFrom('consumers')
      .select(['email', 'firstname', 'language'])
      .where('company_id', '=', threshold.companyId)
      .where('is_owner', '=', true)
      .where('is_dummy', '=', false)
      .execute();
    for (const owner of owners) {
      const message = inLanguage(owner.language, () =>
        quotaMail({
          to: owner.email,
          firstname: owner.firstname,
          name: client?.name ?? threshold.clientId,
          threshold,
          usageUrl: deps.usageUrl,
        }),
      );
      await deps.mailer.send(message);
    }
  };
  return (threshold: QuotaThreshold) => {
    send(threshold).catch((err) =>
      deps.log.warn(
        { err, event: 'mail.failed', clientId: threshold.clientId, percent: threshold.percent },
        'quota notice not sent',
      ),
    );
  };
}
