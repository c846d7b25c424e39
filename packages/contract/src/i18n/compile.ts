import MessageFormat from '@messageformat/core';
import compileModule from '@messageformat/core/lib/compile-module.js';
import { de } from './de';
import { en } from './en';
import type { Language } from './locale';

/** The ICU sources, by language; en.ts is the one every other follows. */
export const sources: Record<Language, Readonly<Record<string, string>>> = { en, de };

/**
 * The module a catalogue compiles to (i18n/compiled/<language>.ts): one small function per
 * message, so the browser carries no ICU parser, only @messageformat/runtime's plural and number
 * helpers. `npm run messages` writes them; a unit test fails when one is out of date.
 */
export function compiledModule(language: Language): string {
  // strict: an apostrophe is text unless it quotes ICU syntax, as in the spec's "won't".
  const mf = new MessageFormat(language, { strict: false });
  const body = compileModule(mf, sources[language]);
  return [
    `// Compiled from i18n/${language}.ts by \`npm run messages\`; do not edit.`,
    '// @ts-nocheck',
    body.trimEnd(),
    '',
  ].join('\n');
}
