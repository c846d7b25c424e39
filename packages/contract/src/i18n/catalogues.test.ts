import { readFileSync } from 'node:fs';
import { parse, type Token } from '@messageformat/parser';
import { afterEach, describe, expect, it } from 'vitest';
import { currentLocale, loadLocale, messages, setLocaleSource } from '../messages';
import { compiledModule, sources } from './compile';
import { en } from './en';
import { LOCALES, type Locale } from './locale';
import { PSEUDO_CLOSE, PSEUDO_OPEN } from './pseudo';

/** The names of an ICU message's values, with the kind of each (plain, plural, ...). */
function placeholders(message: string): string[] {
  const found = new Set<string>();
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'argument') found.add(`${token.arg}`);
      if (token.type === 'function') found.add(`${token.arg}:${token.key}`);
      if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
        found.add(`${token.arg}:${token.type}`);
        for (const c of token.cases) walk(c.tokens);
      }
    }
  };
  walk(parse(message));
  return [...found].sort();
}

describe('the catalogues', () => {
  afterEach(() => setLocaleSource(() => 'en'));

  it.each(LOCALES)('%s has every key of the English catalogue and no other', (language) => {
    expect(Object.keys(sources[language]).sort()).toEqual(Object.keys(en).sort());
  });

  it.each(LOCALES)('%s gives every message the same values as English', (language) => {
    const differing = Object.entries(en).filter(
      ([key, text]) => placeholders(sources[language][key] ?? '').join() !== placeholders(text).join(),
    );
    expect(differing.map(([key]) => key)).toEqual([]);
  });

  it.each(LOCALES)('the compiled %s catalogue is up to date (npm run messages)', (language) => {
    const file = new URL(`./compiled/${language}.ts`, import.meta.url);
    expect(readFileSync(file, 'utf8')).toBe(compiledModule(language));
  });

  it('reads each text in the language of the moment', async () => {
    let locale: Locale = 'en';
    setLocaleSource(() => locale);
    await loadLocale('de');
    expect(messages.titleSettings).toBe('Settings');
    locale = 'de';
    expect(currentLocale()).toBe('de');
    expect(messages.titleSettings).toBe('Einstellungen');
    expect(messages.sessionIdleWarning(1)).toBe('Sie werden wegen Inaktivität in 1 Sekunde abgemeldet.');
    expect(messages.tooManyInvitations(20, 5)).toContain('in 5 Minuten erneut');
    locale = 'en';
    expect(messages.sessionIdleWarning(1)).toBe('You will be signed out for inactivity in 1 second.');
    expect(messages.sessionIdleWarning(30)).toBe('You will be signed out for inactivity in 30 seconds.');
  });

  it('marks every pseudo-locale text, values included', async () => {
    setLocaleSource(() => 'pseudo');
    await loadLocale('pseudo');
    expect(messages.greeting('Ada')).toBe(`${PSEUDO_OPEN}Wélçömé, Ádá!${PSEUDO_CLOSE}`);
    expect(Object.values(messages).every((m) => typeof m !== 'string' || m.startsWith(PSEUDO_OPEN))).toBe(
      true,
    );
  });

  it('reads a locale whose catalogue is not loaded as English', () => {
    setLocaleSource(() => 'xx' as Locale);
    expect(currentLocale()).toBe('en');
    expect(messages.titleSettings).toBe('Settings');
  });
});
