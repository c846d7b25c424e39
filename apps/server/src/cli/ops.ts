import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { callOperatorApi, notTheOperatorApi, operatorUrlOf } from './operator-url';
import { AUDIT_LOG_USAGE, auditLogCommand } from './ops-audit-log';
import { BACKUP_USAGE, backupCommand } from './ops-backup';
import { bugReportCommand, bugReportUsage } from './ops-bug-reports';
import { FRONTEND_APPS_USAGE, frontendAppsCommand } from './ops-frontend-apps';
import { NEWS_USAGE, runNewsOps } from './ops-news';
import { PLANS_USAGE, plansCommand } from './ops-plans';

/**
 * The operator CLI: a thin client of /v1/ops. It finds the operator API at OPS_URL, else where the
 * server with the same environment listens for it (operatorUrlOf), and the token in OPERATOR_TOKEN
 * or DATA_DIR/operator.token.
 */
const USAGE = `Usage: npm run ops -- <command> [options]

  accounts list [--email TEXT]           accounts, newest first, with role, company and lock state
  accounts unlock EMAIL                  clears a sign-in lock
  accounts reset-2fa EMAIL               new TOTP seed, mails the QR code, ends the sessions
  accounts require-password-reset EMAIL  the next sign-in must set a new password; ends the sessions
  companies list                         companies with member count and multi-consumer settings
  companies set-multi-consumer COMPANY_ID --enabled true|false --limit N
  keys rotate [--now]                    a new token signing key, published now and signing in 10
                                         minutes (--now: at once, for a leaked key)
  services publish --kind basic|advanced FILE.yaml|json [--id SERVICE_ID]
                                         validates the OpenAPI document and publishes it
  services list                          every published version, retired ones marked
  services retire SERVICE_ID [--version V]
  services grant --company COMPANY_ID --service SERVICE_ID
  requests list [--status STATUS]        advanced service requests, newest first
  requests set-status REQUEST_ID STATUS [--service SERVICE_ID]
                                         Pending, In review, Approved (grants --service) or Rejected
${bugReportUsage}
${AUDIT_LOG_USAGE}
${FRONTEND_APPS_USAGE}
${NEWS_USAGE}
${PLANS_USAGE}
${BACKUP_USAGE}

Options: --json prints the raw reply. Environment: OPS_URL, or OPS_HOST, OPS_PORT, NODE_ENV and PORT
as the server has them; OPERATOR_TOKEN, DATA_DIR.`;

type Reply = { output?: string; message?: string; [key: string]: unknown };

export async function runOps(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  if (argv[0] === 'news') return runNewsOps(argv.slice(1), env);
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      email: { type: 'string' },
      kind: { type: 'string' },
      id: { type: 'string' },
      version: { type: 'string' },
      company: { type: 'string' },
      service: { type: 'string' },
      status: { type: 'string' },
      enabled: { type: 'string' },
      limit: { type: 'string' },
      out: { type: 'string' },
      area: { type: 'string' },
      type: { type: 'string' },
      actor: { type: 'string' },
      from: { type: 'string' },
      to: { type: 'string' },
      rate: { type: 'string' },
      monthly: { type: 'string' },
      csv: { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
      now: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  const [group, command, target] = positionals;
  if (values.help || !group) {
    console.log(USAGE);
    return values.help ? 0 : 2;
  }
  const { url: base, problems } = operatorUrlOf(env);
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    return 2;
  }
  const token = env.OPERATOR_TOKEN ?? readTokenFile(env.DATA_DIR ?? './data');
  if (!token) {
    console.error(
      'No operator token: set OPERATOR_TOKEN, or run from the folder whose DATA_DIR holds operator.token.',
    );
    return 2;
  }
  const call = async (method: 'GET' | 'POST', route: string, body?: unknown): Promise<Reply> => {
    const response = await callOperatorApi(base, route, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const reply = (await response.json().catch(() => ({ message: response.statusText }))) as Reply;
    if (!response.ok)
      throw new Error(
        notTheOperatorApi(base, response.status, reply.message) ?? reply.message ?? `HTTP ${response.status}`,
      );
    return reply;
  };
  const print = (reply: Reply, rows?: unknown) => {
    if (values.json) console.log(JSON.stringify(reply, null, 2));
    else if (rows && Array.isArray(rows)) rows.length ? console.table(rows) : console.log('(none)');
    else console.log(reply.message ?? reply.output);
  };

  try {
    const key = `${group} ${command ?? ''}`.trim();
    if (group === 'backup') return await backupCommand(base, token, values.out);
    if (group === 'apps') return await frontendAppsCommand(positionals.slice(1), values, call, print);
    const bugReports = { command, target, rest: positionals.slice(3), values, call, print };
    if (group === 'bug-reports' && (await bugReportCommand(bugReports))) return 0;
    if (group === 'audit-log' && (await auditLogCommand({ command, values, call, print }))) return 0;
    if (group === 'plans' && (await plansCommand({ command, target, values, call, print }))) return 0;
    if (key === 'accounts list') {
      const query = values.email ? `?email=${encodeURIComponent(values.email)}` : '';
      const reply = await call('GET', `/v1/ops/accounts${query}`);
      print(reply, reply.accounts);
    } else if (key === 'accounts unlock' && target) {
      print(await call('POST', '/v1/ops/accounts/unlock', { email: target }));
    } else if (key === 'accounts reset-2fa' && target) {
      print(await call('POST', '/v1/ops/accounts/reset-second-factor', { email: target }));
    } else if (key === 'accounts require-password-reset' && target) {
      print(await call('POST', '/v1/ops/accounts/require-password-reset', { email: target }));
    } else if (key === 'services publish' && target) {
      const document = readFileSync(target, 'utf8');
      print(
        await call('POST', '/v1/ops/services/publish', { kind: values.kind, document, serviceId: values.id }),
      );
    } else if (key === 'services list') {
      const reply = await call('GET', '/v1/ops/services');
      print(reply, reply.services);
    } else if (key === 'services retire' && target) {
      print(await call('POST', '/v1/ops/services/retire', { serviceId: target, version: values.version }));
    } else if (key === 'services grant') {
      print(
        await call('POST', '/v1/ops/services/grant', {
          companyId: values.company,
          serviceId: values.service,
        }),
      );
    } else if (key === 'requests list') {
      const query = values.status ? `?status=${encodeURIComponent(values.status)}` : '';
      const reply = await call('GET', `/v1/ops/requests${query}`);
      print(reply, reply.requests);
    } else if (key === 'requests set-status' && target && positionals[3]) {
      print(
        await call('POST', '/v1/ops/requests/status', {
          requestId: target,
          status: positionals.slice(3).join(' '),
          serviceId: values.service,
        }),
      );
    } else if (key === 'keys rotate') {
      print(await call('POST', '/v1/ops/keys/rotate', { immediately: values.now }));
    } else if (key === 'companies list') {
      const reply = await call('GET', '/v1/ops/companies');
      print(reply, reply.companies);
    } else if (key === 'companies set-multi-consumer' && target) {
      if (!['true', 'false'].includes(values.enabled ?? '') || !/^\d+$/.test(values.limit ?? '')) {
        console.error('set-multi-consumer needs --enabled true|false and --limit N');
        return 2;
      }
      print(
        await call('POST', '/v1/ops/companies/multi-consumer', {
          companyId: target,
          enabled: values.enabled === 'true',
          limit: Number(values.limit),
        }),
      );
    } else {
      console.error(`Unknown command: ${positionals.join(' ')}\n\n${USAGE}`);
      return 2;
    }
    return 0;
  } catch (error) {
    console.error(`Failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

function readTokenFile(dataDir: string): string | undefined {
  try {
    return readFileSync(path.join(dataDir, 'operator.token'), 'utf8').trim();
  } catch {
    return undefined;
  }
}

if (process.argv[1] && /ops\.(ts|js)$/.test(process.argv[1])) {
  runOps(process.argv.slice(2)).then((code) => process.exit(code));
}
