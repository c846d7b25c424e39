import type { MessageKey } from './en';

/** The languages a person can choose; 'pseudo' exists for the catalogue test only (docs/web.md). */
export const LOCALES = ['en', 'de'] as const;
export type Language = (typeof LOCALES)[number];
export type Locale = Language | 'pseudo';

/** A catalogue as the build compiles it: one function per message, taking the ICU values. */
export type CompiledCatalogue = Readonly<Record<MessageKey, (values?: Record<string, unknown>) => string>>;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The language for a list of preferences (navigator.languages, or Accept-Language's tags in order
 * of weight): the first one we have, by its primary subtag; English when none is ours.
 */
export function pickLanguage(preferences: readonly string[]): Language {
  for (const tag of preferences) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isLanguage(primary)) return primary;
  }
  return 'en';
}

/** Accept-Language's tags, most wanted first (RFC 9110 section 12.5.4); q=0 means "not this one". */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter(({ tag, weight }) => tag !== '' && tag !== '*' && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map(({ tag }) => tag);
}
