import { AsyncLocalStorage } from 'node:async_hooks';
import { acceptedLanguages, type Language, loadLocale, pickLanguage, setLocaleSource } from '@ddp/contract';
import type { FastifyInstance } from 'fastify';

interface LanguageStore {
  language: Language;
}

/**
 * The language of the moment on the server (docs/decisions.md, "Languages"): each request's, kept
 * with its async work, so a service reading `messages.x` gets the text in the asker's language.
 * A mail made for someone else runs in that person's language (`inLanguage`). Outside a request,
 * English.
 */
const storage = new AsyncLocalStorage<LanguageStore>();
setLocaleSource(() => storage.getStore()?.language ?? 'en');

/** The catalogues are compiled modules; German is read once at start, before any request. */
export async function loadLanguages(): Promise<void> {
  await loadLocale('de');
}

/**
 * Every request starts in the language its Accept-Language asks for (English when none of ours);
 * the session guard then moves a signed-in request to the account's language.
 */
export function registerRequestLanguage(server: FastifyInstance): void {
  server.addHook('onRequest', (req, _reply, done) => {
    const header = req.headers['accept-language'];
    const language = pickLanguage(acceptedLanguages(typeof header === 'string' ? header : undefined));
    storage.run({ language }, done);
  });
}

/** The signed-in caller's stored language, for the rest of this request. */
export function useLanguage(language: Language): void {
  const store = storage.getStore();
  if (store) store.language = language;
}

/** The language of the moment, to store with an account created in this request. */
export function currentLanguage(): Language {
  return storage.getStore()?.language ?? 'en';
}

/** Runs `work` (a mail for its addressee, say) in the given language, then returns to the request's. */
export function inLanguage<T>(language: Language, work: () => T): T {
  return storage.run({ language }, work);
}
