import { z } from 'zod';
import { auditDay, csvField } from './audit-log';
import { CLIENT_ID_PATTERN } from './credentials';
import { messages } from './messages';

/**
 * The ranges of the usage screen (ours, issue 21): the last hour by minute, the last 24 hours and
 * 7 days by hour, the last 30 days by day, or whole days chosen (GMT, both included).
 */
export const USAGE_RANGES = ['hour', 'day', 'week', 'month', 'dates'] as const;
export type UsageRange = (typeof USAGE_RANGES)[number];

/** The most days a chosen range spans: the calls are kept 90 days by default. */
export const USAGE_DATES_MAX_DAYS = 92;

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

/**
 * view-usage (ours): the figures of the caller's company, or of one of its clients. Owners see the
 * whole company; other members the clients they hold.
 */
export const viewUsageRequest = z
  .object({
    range: z.enum(USAGE_RANGES, { error: () => messages.badRequest }),
    from: auditDay(),
    to: auditDay(),
    clientId: z
      .string({ error: () => messages.notFound })
      .regex(CLIENT_ID_PATTERN, { error: () => messages.notFound })
      .optional(),
  })
  .superRefine((query, ctx) => {
    if (query.range !== 'dates') return;
    if (!query.from) ctx.addIssue({ code: 'custom', path: ['from'], message: messages.usageDateNeeded });
    if (!query.to) ctx.addIssue({ code: 'custom', path: ['to'], message: messages.usageDateNeeded });
    if (!query.from || !query.to) return;
    if (query.from > query.to)
      ctx.addIssue({ code: 'custom', path: ['to'], message: messages.auditDateRange });
    else if (daysBetween(query.from, query.to) > USAGE_DATES_MAX_DAYS)
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: messages.usageDatesTooLong({ max: USAGE_DATES_MAX_DAYS }),
      });
  });
export type ViewUsageRequest = z.input<typeof viewUsageRequest>;

/** One point of the chart: the minute, hour or GMT day starting at `at`. */
export interface UsagePoint {
  /** ISO 8601, GMT */
  at: string;
  calls: number;
  /** Answers with a 4xx or 5xx status. */
  errors: number;
  /** Latency percentiles in milliseconds, from histogram buckets; null without calls. */
  p50Ms: number | null;
  p95Ms: number | null;
}

export type UsageStep = 'minute' | 'hour' | 'day';
export type StatusClass = '2xx' | '3xx' | '4xx' | '5xx';

export interface UsageFigures {
  step: UsageStep;
  /** The range shown, [from, to), ISO 8601. */
  from: string;
  to: string;
  /** Every point of the range, with zeros where nothing was called. */
  series: UsagePoint[];
  totals: { calls: number; errors: number; bytes: number; p50Ms: number | null; p95Ms: number | null };
  byOperation: { operation: string; calls: number; errors: number }[];
  byStatusClass: { statusClass: StatusClass; calls: number }[];
}

/** A client the caller may pick. */
export interface UsageClient {
  clientId: string;
  name: string;
}

/** A client's plan for the portal's sample data API, and how much of it is used (issue 21, part 3). */
export interface UsageQuota {
  clientId: string;
  name: string;
  /** The plan's name; null: the company has no plan for the sample API, its calls are not limited. */
  plan: string | null;
  /** Calls allowed per window, and those made in the current one; null: no rate limit. */
  rate: { limit: number; windowSeconds: number; used: number; resetsAt: string } | null;
  /** Calls allowed per calendar month (GMT), and those made this month; null: no monthly quota. */
  month: {
    limit: number;
    used: number;
    resetsAt: string;
    /** When the quota runs out at the month's pace so far; null: it lasts the month, or is used up. */
    runsOutAt: string | null;
  } | null;
}

export interface UsageReply {
  output: 'success';
  data: UsageFigures & {
    /** `company`: an Owner's view of every client; `own`: the clients the caller holds. */
    scope: 'company' | 'own';
    clients: UsageClient[];
    quotas: UsageQuota[];
  };
}

/** The share of calls that failed, in per cent with one decimal; null without calls. */
export const errorRatePercent = (calls: number, errors: number): number | null =>
  calls === 0 ? null : Math.round((errors / calls) * 1000) / 10;

export const USAGE_CSV_COLUMNS = [
  'time',
  'requests',
  'errors',
  'error_rate_percent',
  'p50_ms',
  'p95_ms',
] as const;

const numberText = (value: number | null) => (value === null ? '' : String(value));

/** The chart's points as CSV, one line each under the column names, lines ending in CRLF. */
export function usageCsv(series: readonly UsagePoint[]): string {
  const lines = [USAGE_CSV_COLUMNS.join(',')];
  for (const point of series) {
    lines.push(
      [
        point.at,
        String(point.calls),
        String(point.errors),
        numberText(errorRatePercent(point.calls, point.errors)),
        numberText(point.p50Ms),
        numberText(point.p95Ms),
      ]
        .map(csvField)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
