import {
  isLanguage,
  type Language,
  type Locale,
  loadLocale,
  pickLanguage,
  setLocaleSource,
} from '@ddp/contract';
import { useSyncExternalStore } from 'react';

/** Where this browser keeps the language chosen in the header or in Settings. */
export const LOCALE_KEY = 'ddp.locale';

/**
 * The pseudo-locale is honoured only from this entry, which nothing in the portal writes: the
 * catalogue journey sets it (docs/testing.md). It marks every text; it shows no data of anyone.
 */
const PSEUDO = 'pseudo';

function stored(): string | null {
  try {
    return window.localStorage.getItem(LOCALE_KEY);
  } catch {
    return null; // Storage blocked by the browser: follow its languages.
  }
}

/** Whether the person chose a language in this browser (header or Settings). */
export function hasStoredChoice(): boolean {
  return isLanguage(stored());
}

/** The stored choice, else the browser's languages (de* reads German, anything else English). */
export function initialLocale(): Locale {
  const choice = stored();
  if (choice === PSEUDO) return 'pseudo';
  if (isLanguage(choice)) return choice;
  return pickLanguage(navigator.languages?.length ? navigator.languages : [navigator.language]);
}

let current: Locale = 'en';
const listeners = new Set<() => void>();
setLocaleSource(() => current);

function apply(locale: Locale) {
  current = locale;
  document.documentElement.lang = locale === 'pseudo' ? 'en' : locale;
  for (const listener of listeners) listener();
}

/** Before the first render: German's catalogue is fetched only when German is wanted. */
export async function startLocale(): Promise<void> {
  const locale = initialLocale();
  await loadLocale(locale).catch(() => undefined);
  apply(locale);
}

/** The person's choice: kept in this browser, applied to every screen at once, no reload. */
export async function chooseLanguage(language: Language): Promise<void> {
  await loadLocale(language);
  try {
    window.localStorage.setItem(LOCALE_KEY, language);
  } catch {
    // Not kept: the choice still holds until the page is left.
  }
  apply(language);
}

/** The language of the moment, for formatting (Intl) and for the selects. */
export function locale(): Locale {
  return current;
}

/** The language the account and the server's replies use: the pseudo-locale's base is English. */
export function language(): Language {
  return current === 'pseudo' ? 'en' : current;
}

/** BCP 47 tag for Intl: the pseudo-locale formats numbers and dates as English. */
export function intlLocale(): string {
  return language() === 'de' ? 'de-DE' : 'en-GB';
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Re-renders its component when the language changes. */
export function useLocale(): Locale {
  return useSyncExternalStore(subscribe, locale);
}
