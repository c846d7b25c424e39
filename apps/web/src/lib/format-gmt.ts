import { intlLocale, language } from './locale';

/**
 * An ISO instant in GMT: 'YYYY-MM-DD HH:mm:ss GMT' in English (spec section 9), the language's own
 * date and time otherwise (German: '27.11.2026, 10:47:00 GMT'); raw text if unreadable.
 */
export function formatGmt(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  if (language() === 'en') return `${date.toISOString().slice(0, 19).replace('T', ' ')} GMT`;
  const local = new Intl.DateTimeFormat(intlLocale(), {
    dateStyle: 'medium',
    timeStyle: 'medium',
    timeZone: 'UTC',
  }).format(date);
  return `${local} GMT`;
}

/** A size in KB or MB with one decimal, in the language's digits ('1.5 MB', '1,5 MB'). */
export function formatDecimal(value: number): string {
  return new Intl.NumberFormat(intlLocale(), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    value,
  );
}
