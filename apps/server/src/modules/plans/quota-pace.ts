/**
 * When a monthly quota runs out if the calls go on at the month's pace so far: null when it lasts
 * the month, when nothing was called yet, or when it is used up already (the screen says so).
 */
export function runsOutAt(input: {
  used: number;
  limit: number;
  monthStart: Date;
  monthEnd: Date;
  now: Date;
}): Date | null {
  const { used, limit, monthStart, monthEnd, now } = input;
  const elapsed = now.getTime() - monthStart.getTime();
  if (used <= 0 || used >= limit || elapsed <= 0) return null;
  const at = monthStart.getTime() + (limit / used) * elapsed;
  return at < monthEnd.getTime() ? new Date(at) : null;
}
