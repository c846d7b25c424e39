import { writeFile } from 'node:fs/promises';
import { AUDIT_PAGE_MAX, type AuditEventItem, auditCsv } from '@ddp/contract';

/** The `audit-log` lines of the operator CLI's usage. */
export const AUDIT_LOG_USAGE = `  audit-log list [--company COMPANY_ID] [--area AREA] [--type TYPE] [--actor TEXT]
                 [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--limit N] [--csv] [--out FILE]
                                         the companies' audit log, newest first (one company
                                         with --company); --csv: every matching event as CSV,
                                         to FILE or the terminal`;

type Reply = { output?: string; message?: string; [key: string]: unknown };

export interface AuditLogCommand {
  command: string | undefined;
  values: {
    company?: string | undefined;
    area?: string | undefined;
    type?: string | undefined;
    actor?: string | undefined;
    from?: string | undefined;
    to?: string | undefined;
    limit?: string | undefined;
    out?: string | undefined;
    csv?: boolean | undefined;
  };
  call: (method: 'GET', route: string) => Promise<Reply>;
  print: (reply: Reply, rows?: unknown) => void;
}

/** Runs `audit-log list`; false when the command is not one of this group's (usage follows). */
export async function auditLogCommand(run: AuditLogCommand): Promise<boolean> {
  const { command, values, call, print } = run;
  if (command !== 'list') return false;
  const query = new URLSearchParams();
  for (const name of ['company', 'area', 'type', 'actor', 'from', 'to'] as const) {
    const value = values[name];
    if (value) query.set(name, value);
  }
  const page = (limit: number, before?: string) => {
    const params = new URLSearchParams(query);
    params.set('limit', String(limit));
    if (before) params.set('before', before);
    return call('GET', `/v1/ops/audit-log?${params}`);
  };
  if (!values.csv) {
    const reply = await page(values.limit ? Number(values.limit) : 100);
    const events = reply.events as AuditEventItem[];
    print(
      reply,
      events.map(({ at, type, actor, address, target, details }) => ({
        at,
        type,
        actor,
        address,
        target,
        details: JSON.stringify(details),
      })),
    );
    return true;
  }
  // Every matching event, page by page, oldest pages last: the file reads newest first as the screen.
  const events: AuditEventItem[] = [];
  let before: string | undefined;
  do {
    const reply = await page(AUDIT_PAGE_MAX, before);
    events.push(...(reply.events as AuditEventItem[]));
    before = typeof reply.next === 'string' ? reply.next : undefined;
  } while (before);
  const csv = auditCsv(events);
  if (values.out) {
    await writeFile(values.out, csv);
    console.log(`${events.length} events written to ${values.out}`);
  } else process.stdout.write(csv);
  return true;
}
