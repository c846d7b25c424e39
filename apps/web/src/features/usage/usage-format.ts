import { errorRatePercent, messages, type UsageStep } from '@ddp/contract';
import { intlLocale, language } from '../../lib/locale';

export const formatCount = (value: number) => new Intl.NumberFormat(intlLocale()).format(value);

/** An error rate in per cent with one decimal, in the language's way ('12.5%', '12,5 %'). */
export function formatRate(calls: number, errors: number): string {
  const rate = errorRatePercent(calls, errors);
  if (rate === null) return messages.usageNone;
  return new Intl.NumberFormat(intlLocale(), { style: 'percent', maximumFractionDigits: 1 }).format(
    rate / 100,
  );
}

export function formatMs(value: number | null): string {
  if (value === null) return messages.usageNone;
  return messages.usageMs({
    value: new Intl.NumberFormat(intlLocale(), { maximumFractionDigits: 1 }).format(value),
  });
}

/**
 * A point's time in GMT, as precise as its step: 'YYYY-MM-DD HH:mm' (or the day alone) in English,
 * as the portal writes times (spec section 9); the language's own date and time otherwise.
 */
export function formatPoint(at: string, step: UsageStep): string {
  const date = new Date(at);
  if (language() === 'en') return step === 'day' ? at.slice(0, 10) : at.slice(0, 16).replace('T', ' ');
  return new Intl.DateTimeFormat(intlLocale(), {
    dateStyle: 'medium',
    ...(step === 'day' ? {} : { timeStyle: 'short' }),
    timeZone: 'UTC',
  }).format(date);
}
