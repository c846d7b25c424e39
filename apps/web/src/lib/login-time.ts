/**
 * Login times are kept as 'YYYY-MM-DD HH:mm:ss' (spec section 3). We write them in UTC so that
 * the session arithmetic does not jump when the local clock changes for daylight saving time.
 */
const PATTERN = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

export function formatLoginTime(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}

/** The instant in ms, or undefined for anything that is not a stored login time. */
export function parseLoginTime(value: string | undefined | null): number | undefined {
  const match = value ? PATTERN.exec(value) : null;
  if (!match) return undefined;
  const [, y, mo, d, h, mi, s] = match.map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const ms = Date.UTC(y, mo - 1, d, h, mi, s);
  return Number.isNaN(ms) ? undefined : ms;
}
