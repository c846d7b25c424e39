/** `npm run ops -- apps ...`: the front-end apps offered to companies (spec section 7, Front-end apps). */
export const FRONTEND_APPS_USAGE = `  apps list [--company COMPANY_ID|default]
                                         front-end apps; default ones are shown to companies without their own
  apps add COMPANY_ID|default NAME URL   registers an app (URL: https://..., or a path on the portal such as
                                         /demo-apps/stations/); default: for every company without apps
  apps remove APP_ID                     removes an app`;

type Reply = { output?: string; message?: string; [key: string]: unknown };
type Call = (method: 'GET' | 'POST', route: string, body?: unknown) => Promise<Reply>;
type Print = (reply: Reply, rows?: unknown) => void;

const ROUTE = '/v1/ops/frontend-apps';

/** Runs one `apps` command; returns the exit code (2 for a command it does not know). */
export async function frontendAppsCommand(
  args: string[],
  options: { company?: string | undefined },
  call: Call,
  print: Print,
): Promise<number> {
  const [command, ...rest] = args;
  if (command === 'list' && rest.length === 0) {
    const query = options.company ? `?companyId=${encodeURIComponent(options.company)}` : '';
    const reply = await call('GET', `${ROUTE}${query}`);
    print(reply, reply.apps);
    return 0;
  }
  if (command === 'add' && rest.length === 3) {
    const [company, name, url] = rest as [string, string, string];
    print(await call('POST', ROUTE, { companyId: company === 'default' ? null : company, name, url }));
    return 0;
  }
  if (command === 'remove' && rest.length === 1) {
    print(await call('POST', `${ROUTE}/remove`, { id: rest[0] }));
    return 0;
  }
  console.error(`Unknown command: apps ${args.join(' ')}\n\n${FRONTEND_APPS_USAGE}`);
  return 2;
}
