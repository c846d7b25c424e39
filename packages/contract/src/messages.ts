import { BUG_STATUSES, durations, MINUTE_MS, newsLimits } from './constants';
import english from './i18n/compiled/en';
import type { en, MessageKey } from './i18n/en';
import type { CompiledCatalogue, Locale } from './i18n/locale';
import { pseudoCatalogue } from './i18n/pseudo';

/**
 * The messages whose text takes values: the arguments a caller passes, and the ICU values they
 * become. Every other message is a plain text. A message whose values are the product's own
 * constants takes no arguments.
 */
const valuesOf = {
  sessionIdleWarning: (seconds: number) => ({ seconds }),
  sessionMaxWarning: (seconds: number) => ({ seconds, minutes: durations.sessionAbsoluteMs / MINUTE_MS }),
  tooLong: (max: number) => ({ max }),
  qrResendCoolingDown: (days: number) => ({ days }),
  tooManyInvitations: (perHour: number, minutes: number) => ({ perHour, minutes }),
  waitBeforeRetry: (seconds: number) => ({ seconds }),
  signInLocked: (minutes: number) => ({ minutes }),
  greeting: (firstname: string) => ({ firstname }),
  documentTitle: (screen: string) => ({ screen }),
  newsUnknownCompanies: (ids: readonly string[]) => ({ ids: ids.join(', ') }),
  newsAttachmentTooLarge: (name: string) => ({ name, mib: newsLimits.attachmentMaxBytes / 1024 / 1024 }),
  newsAttachmentEmpty: (name: string) => ({ name }),
  bugReportFileTooLarge: (name: string) => ({ name }),
  bugReportFileType: (name: string) => ({ name }),
  bugReportQuotaExceeded: (mib: number) => ({ mib }),
  bugReportsPerHourExceeded: (perHour: number, minutes: number) => ({ perHour, minutes }),
  auditExportCapped: (max: number) => ({ max }),
} satisfies Partial<Record<MessageKey, (...args: never[]) => Record<string, unknown>>>;

const constantValues = {
  newsTooManyAttachments: () => ({ max: newsLimits.attachmentsMax }),
  bugReportStatusInvalid: () => ({ statuses: BUG_STATUSES.join(', ') }),
} satisfies Partial<Record<MessageKey, () => Record<string, unknown>>>;

type WithValues = typeof valuesOf;

/** The values of a screen's message, by the names its ICU text gives them. */
export type MessageValues = Readonly<Record<string, string | number | null | undefined>>;

/**
 * Each message as its callers see it: a text, or a function of the message's values (positional
 * as above, else one object of named values for a text with ICU placeholders).
 */
export type Messages = {
  readonly [K in MessageKey]: K extends keyof WithValues
    ? (...args: Parameters<WithValues[K]>) => string
    : K extends keyof typeof constantValues
      ? string
      : (typeof en)[K] extends `${string}{${string}`
        ? (values: MessageValues) => string
        : string;
};

/**
 * A compiled module as a catalogue: the type says it has every key (a stale module fails here;
 * `npm run messages` makes it anew); ICU's select helper is typed as returning `unknown`.
 */
const asCatalogue = (compiled: Record<MessageKey, unknown>) => compiled as CompiledCatalogue;

const compiledEnglish = asCatalogue(english);
const catalogues: Partial<Record<Locale, CompiledCatalogue>> = { en: compiledEnglish };
let localeSource: () => Locale = () => 'en';

/**
 * Where the language of the moment comes from: the browser's choice in the web app, the request's
 * (or the addressee's) in the server. A locale whose catalogue is not loaded reads as English.
 */
export function setLocaleSource(source: () => Locale): void {
  localeSource = source;
}

export function currentLocale(): Locale {
  const locale = localeSource();
  return catalogues[locale] ? locale : 'en';
}

/** Loads a catalogue once; English is always there, German is fetched when first wanted. */
export async function loadLocale(locale: Locale): Promise<void> {
  if (catalogues[locale]) return;
  if (locale === 'pseudo') catalogues.pseudo = pseudoCatalogue(compiledEnglish);
  else if (locale === 'de') catalogues.de = asCatalogue((await import('./i18n/compiled/de')).default);
}

function format(key: MessageKey, values?: Record<string, unknown>): string {
  const catalogue = catalogues[localeSource()] ?? compiledEnglish;
  return catalogue[key](values);
}

/** What `messages[key]` reads: the text now, or a function that formats it with its values. */
function read(key: MessageKey): unknown {
  const withValues = (valuesOf as Partial<Record<MessageKey, (...args: never[]) => Record<string, unknown>>>)[
    key
  ];
  if (withValues) return (...args: never[]) => format(key, withValues(...args));
  const constant = (constantValues as Partial<Record<MessageKey, () => Record<string, unknown>>>)[key];
  if (!constant && compiledEnglish[key].length > 0) return (values: MessageValues) => format(key, values);
  return format(key, constant?.());
}

const isKey = (key: string | symbol): key is MessageKey =>
  typeof key === 'string' && Object.hasOwn(compiledEnglish, key);

/**
 * Every text a person can read, in the language of the moment (the catalogues are in i18n/; the
 * English one is the spec's wording). `messages.x` is read when the text is shown, never kept.
 * A proxy, not an object with a getter per message: defining a thousand getters took a slow
 * phone's main thread for about 35 ms as the page started (docs/benchmarks.md), where a proxy
 * costs nothing until a text is read. Every key is listed and enumerable as an object's would be,
 * and none can be set, added or removed.
 */
export const messages = new Proxy(Object.create(null) as Messages, {
  get: (_, key) => (isKey(key) ? read(key) : undefined),
  has: (_, key) => isKey(key),
  ownKeys: () => Object.keys(compiledEnglish),
  getOwnPropertyDescriptor: (_, key) =>
    isKey(key) ? { value: read(key), enumerable: true, configurable: true, writable: false } : undefined,
  set: () => false,
  defineProperty: () => false,
  deleteProperty: () => false,
});
