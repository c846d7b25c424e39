import { messages } from '@ddp/contract';
import { BadRequest } from '../../platform/errors';

const DAY_MS = 24 * 60 * 60 * 1000;

const tooLate = (maxDays: number) => {
  const message = messages.secretExpiryTooLate({ days: maxDays });
  return new BadRequest(message, { expires: message });
};

/** Midnight GMT at the start of the day of `at`. */
const startOfDay = (at: Date) => Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());

/**
 * When a new secret stops working, from the choice sent (30, 60 or 90 days, a date, never, or
 * nothing) and the operator's maximum (0: none). A date means through that day in GMT: the secret
 * ends at the next midnight GMT. Without a choice, the maximum applies if there is one.
 */
export function expiryOf(choice: string | undefined, now: Date, maxDays: number): Date | null {
  const latest = maxDays > 0 ? now.getTime() + maxDays * DAY_MS : Number.POSITIVE_INFINITY;
  if (choice === undefined) return maxDays > 0 ? new Date(latest) : null;
  if (choice === 'never') {
    if (maxDays > 0) throw tooLate(maxDays);
    return null;
  }
  if (/^\d+$/.test(choice)) {
    const at = now.getTime() + Number(choice) * DAY_MS;
    if (at > latest) throw tooLate(maxDays);
    return new Date(at);
  }
  const [year, month, day] = choice.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  if (!real || date.getTime() <= startOfDay(now)) {
    throw new BadRequest(messages.secretExpiryInvalid, { expires: messages.secretExpiryInvalid });
  }
  const end = date.getTime() + DAY_MS;
  // A date's last day may reach past the maximum by the hours left of today: that day is allowed.
  if (end > startOfDay(new Date(latest)) + DAY_MS) throw tooLate(maxDays);
  return new Date(end);
}
