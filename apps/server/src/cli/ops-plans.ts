/** Plans and quotas for the sample data API (issue 21, part 3): `npm run ops -- plans ...`. */
export const PLANS_USAGE = `  plans list                             plans, their limits and how many companies have each
  plans define NAME [--rate N/second|minute|hour] [--monthly N] [--service SERVICE_ID]
                                         a plan, or new limits for one (its companies get them)
  plans assign NAME --company COMPANY_ID the company's plan for the plan's service
  plans unassign --company COMPANY_ID [--service SERVICE_ID]`;

type Reply = { output?: string; message?: string; [key: string]: unknown };
type Call = (method: 'GET' | 'POST', route: string, body?: unknown) => Promise<Reply>;
type Values = {
  rate?: string | undefined;
  monthly?: string | undefined;
  service?: string | undefined;
  company?: string | undefined;
};

/** `5/minute` as the operator API takes it; undefined when it does not read so. */
export function rateOf(text: string): { rateLimit: number; ratePer: string } | undefined {
  const match = /^(\d+)\/(second|minute|hour)$/.exec(text.trim());
  return match ? { rateLimit: Number(match[1]), ratePer: match[2] as string } : undefined;
}

/** Runs a plans command; false when the words are not one (the caller prints the usage). */
export async function plansCommand(input: {
  command: string | undefined;
  target: string | undefined;
  values: Values;
  call: Call;
  print: (reply: Reply, rows?: unknown) => void;
}): Promise<boolean> {
  const { command, target, values, call, print } = input;
  if (command === 'list') {
    const reply = await call('GET', '/v1/ops/plans');
    print(reply, reply.plans);
  } else if (command === 'define' && target) {
    const rate = values.rate === undefined ? undefined : rateOf(values.rate);
    if (values.rate !== undefined && !rate) throw new Error('--rate reads N/second, N/minute or N/hour');
    if (values.monthly !== undefined && !/^\d+$/.test(values.monthly))
      throw new Error('--monthly takes a whole number');
    print(
      await call('POST', '/v1/ops/plans', {
        name: target,
        ...(values.service ? { serviceId: values.service } : {}),
        ...rate,
        ...(values.monthly !== undefined ? { monthlyQuota: Number(values.monthly) } : {}),
      }),
    );
  } else if (command === 'assign' && target) {
    print(await call('POST', '/v1/ops/plans/assign', { companyId: values.company, plan: target }));
  } else if (command === 'unassign') {
    print(
      await call('POST', '/v1/ops/plans/unassign', {
        companyId: values.company,
        ...(values.service ? { serviceId: values.service } : {}),
      }),
    );
  } else return false;
  return true;
}
