import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { paths } from '@ddp/contract';
import { callOperatorApi, notTheOperatorApi, operatorUrlOf } from './operator-url';

/** The `news` commands of the operator CLI; the usage lines live with the others in ops.ts. */
export const NEWS_USAGE = `  news publish --subject TEXT (--body TEXT | --body-file FILE) (--all | --company ID [--company ID ...])
               [--attach FILE ...] [--terms]
                                         broadcasts news; --terms asks every reader to accept or refuse
  news list                              published news with audience, files and acceptances
  news withdraw NEWS_ID                  removes a news item with its files and answers`;

type Reply = { output?: string; message?: string; [key: string]: unknown };

export async function runNewsOps(argv: string[], env: NodeJS.ProcessEnv): Promise<number> {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(argv);
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${NEWS_USAGE}`);
    return 2;
  }
  const { values, positionals } = parsed;
  const [command, target] = positionals;
  if (values.help) {
    console.log(NEWS_USAGE);
    return 0;
  }
  const { url, problems } = operatorUrlOf(env);
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    return 2;
  }
  const connection = connect(env, url);
  if (!connection) {
    console.error(
      'No operator token: set OPERATOR_TOKEN, or run from the folder whose DATA_DIR holds operator.token.',
    );
    return 2;
  }
  const print = (reply: Reply, rows?: unknown) => {
    if (values.json) console.log(JSON.stringify(reply, null, 2));
    else if (Array.isArray(rows)) rows.length ? console.table(rows) : console.log('(none)');
    else console.log(reply.message ?? reply.output);
  };

  try {
    if (command === 'publish') {
      const body = publishBody(values);
      if (typeof body === 'string') {
        console.error(`${body}\n\n${NEWS_USAGE}`);
        return 2;
      }
      print(await connection.call('POST', paths.opsNews, body));
    } else if (command === 'list') {
      const reply = await connection.call('GET', paths.opsNews);
      print(reply, reply.news);
    } else if (command === 'withdraw' && target) {
      print(await connection.call('POST', paths.opsNewsWithdraw, { id: target }));
    } else {
      console.error(`Unknown command: news ${positionals.join(' ')}\n\n${NEWS_USAGE}`);
      return 2;
    }
    return 0;
  } catch (error) {
    console.error(`Failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

function parse(argv: string[]) {
  return parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      subject: { type: 'string' },
      body: { type: 'string' },
      'body-file': { type: 'string' },
      attach: { type: 'string', multiple: true },
      terms: { type: 'boolean', default: false },
      all: { type: 'boolean', default: false },
      company: { type: 'string', multiple: true },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
}

type Values = ReturnType<typeof parse>['values'];

/** The publish call's body, or what is wrong with the command line. Files are read here, not sent as paths. */
function publishBody(values: Values): Record<string, unknown> | string {
  if (!values.subject) return 'news publish needs --subject';
  if ((values.body === undefined) === (values['body-file'] === undefined))
    return 'news publish needs either --body or --body-file';
  const companies = values.company ?? [];
  if (values.all === companies.length > 0) return 'news publish needs either --all or at least one --company';
  let body: string;
  let attachments: Array<{ filename: string; content: string }>;
  try {
    body = values.body ?? readFileSync(values['body-file'] ?? '', 'utf8');
    attachments = (values.attach ?? []).map((file) => ({
      filename: path.basename(file),
      content: readFileSync(file).toString('base64'),
    }));
  } catch (error) {
    return `Cannot read a file: ${error instanceof Error ? error.message : String(error)}`;
  }
  return {
    subject: values.subject,
    body,
    terms_and_conditions: values.terms,
    audience: values.all ? 'all' : companies,
    attachments,
  };
}

/** Where the operator API is and the token, as for the other commands (operator-url.ts, OPERATOR_TOKEN, DATA_DIR). */
function connect(env: NodeJS.ProcessEnv, base: string) {
  const token = env.OPERATOR_TOKEN ?? readTokenFile(env.DATA_DIR ?? './data');
  if (!token) return undefined;
  return {
    async call(method: 'GET' | 'POST', route: string, body?: unknown): Promise<Reply> {
      const response = await callOperatorApi(base, route, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      const reply = (await response.json().catch(() => ({ message: response.statusText }))) as Reply;
      if (!response.ok)
        throw new Error(
          notTheOperatorApi(base, response.status, reply.message) ?? describeFailure(reply, response.status),
        );
      return reply;
    },
  };
}

/** The server's message, and each field's own message when it named fields. */
function describeFailure(reply: Reply, status: number): string {
  const message = reply.message ?? `HTTP ${status}`;
  const errors = reply.errors && typeof reply.errors === 'object' ? Object.entries(reply.errors) : [];
  const details = errors
    .filter(([, text]) => text !== message)
    .map(([field, text]) => `\n  ${field}: ${String(text)}`)
    .join('');
  return `${message}${details}`;
}

function readTokenFile(dataDir: string): string | undefined {
  try {
    return readFileSync(path.join(dataDir, 'operator.token'), 'utf8').trim();
  } catch {
    return undefined;
  }
}
