import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** The `bug-reports` lines of the operator CLI's usage. */
export const bugReportUsage = `  bug-reports list [--status STATUS] [--company COMPANY_ID]
                                         bug reports, newest first, with reporter and file count
  bug-reports show REPORT_ID             title, description, status and the attachments
  bug-reports attachments REPORT_ID [--out DIR]
                                         saves the attachments into DIR (default ./REPORT_ID)
  bug-reports set-status REPORT_ID STATUS
                                         Pending, In progress, Resolved or Closed`;

type Reply = { output?: string; message?: string; [key: string]: unknown };

interface Attachment {
  name: string;
  contentType: string;
  size: number;
  content: string;
}

interface Report {
  id: string;
  title: string;
  priority: string;
  status: string;
  createdAt: string;
  updatedAt: string;
  reporter: string;
  companyId: string;
  description: string;
  attachments: Attachment[];
}

export interface BugReportCommand {
  command: string | undefined;
  target: string | undefined;
  /** Positionals after the target (the status may have spaces: `In progress`). */
  rest: string[];
  values: { status?: string; company?: string; out?: string; json?: boolean };
  call: (method: 'GET' | 'POST', route: string, body?: unknown) => Promise<Reply>;
  print: (reply: Reply, rows?: unknown) => void;
}

/** Runs one `bug-reports` command; false when the command is not one of them (usage follows). */
export async function bugReportCommand(run: BugReportCommand): Promise<boolean> {
  const { command, target, rest, values, call, print } = run;
  if (command === 'list') {
    const query = new URLSearchParams();
    if (values.status) query.set('status', values.status);
    if (values.company) query.set('companyId', values.company);
    const reply = await call('GET', `/v1/ops/bug-reports${query.size ? `?${query}` : ''}`);
    print(reply, reply.reports);
    return true;
  }
  if (command === 'show' && target) {
    const reply = await call('GET', `/v1/ops/bug-reports/${encodeURIComponent(target)}`);
    if (values.json) {
      print(reply);
      return true;
    }
    const report = reply.report as Report;
    console.log(
      [
        `${report.id}  ${report.title}`,
        `priority ${report.priority} · status ${report.status} · from ${report.reporter} (company ${report.companyId})`,
        `created ${report.createdAt} · updated ${report.updatedAt}`,
        '',
        report.description,
        '',
      ].join('\n'),
    );
    const files = report.attachments.map(({ name, contentType, size }) => ({ name, contentType, size }));
    if (files.length) console.table(files);
    else console.log('(no attachments)');
    return true;
  }
  if (command === 'attachments' && target) {
    const reply = await call('GET', `/v1/ops/bug-reports/${encodeURIComponent(target)}`);
    const report = reply.report as Report;
    const dir = values.out ?? target.replace(/[^\w.-]/g, '_');
    await mkdir(dir, { recursive: true });
    const used = new Set<string>();
    for (const [index, file] of report.attachments.entries()) {
      // The server already keeps only a plain name; basename keeps the file inside DIR regardless.
      const base = path.basename(file.name) || 'attachment';
      const name = used.has(base) ? `${index + 1}-${base}` : base;
      used.add(name);
      const to = path.join(dir, name);
      // 'wx' never overwrites what an operator already has on disk.
      await writeFile(to, Buffer.from(file.content, 'base64'), { flag: 'wx' });
      console.log(`${to} (${file.contentType}, ${file.size} bytes)`);
    }
    if (report.attachments.length === 0) console.log('(no attachments)');
    return true;
  }
  if (command === 'set-status' && target && rest.length > 0) {
    print(await call('POST', '/v1/ops/bug-reports/status', { id: target, status: rest.join(' ') }));
    return true;
  }
  return false;
}
