import type { Page } from '@playwright/test';
import compiledGerman from '../../../../packages/contract/src/i18n/compiled/de';
import compiledEnglish from '../../../../packages/contract/src/i18n/compiled/en';
import { PSEUDO_CLOSE, PSEUDO_OPEN, pseudoCatalogue } from '../../../../packages/contract/src/i18n/pseudo';

type Compiled = Record<string, (values?: Record<string, unknown>) => string>;
const english = compiledEnglish as Compiled;
const german = compiledGerman as Compiled;

/**
 * A text of the German catalogue, found by its English text (the journeys read like the screens
 * the English ones test). Read from the compiled modules directly: the contract's `messages` in
 * the test process stays English for every other journey.
 */
export function inGerman(englishText: string): string {
  const key = Object.keys(english).find((k) => english[k]?.length === 0 && english[k]?.() === englishText);
  if (!key) throw new Error(`No catalogue text reads '${englishText}'.`);
  return german[key]!();
}

/** A German message with its values, by key. */
export function germanMessage(key: string, values?: Record<string, unknown>): string {
  const format = german[key];
  if (!format) throw new Error(`No catalogue key '${key}'.`);
  return format(values);
}

const plainTexts = (catalogue: Compiled, key: string) =>
  catalogue[key]?.length === 0 ? [catalogue[key]!().trim()] : [];
/** Every German text without values: a word both languages share ('Details') is German too. */
const germanTexts = new Set(Object.keys(german).flatMap((k) => plainTexts(german, k)));

/** English catalogue texts (without values) that German never uses: none may show in German. */
const englishOnly = [
  ...new Set(
    Object.keys(english)
      .flatMap((k) => plainTexts(english, k))
      .filter((en) => !germanTexts.has(en) && en.length > 1),
  ),
];

/**
 * The English catalogue texts on the page: its visible text nodes and the names it gives (aria-label,
 * placeholder, title), each compared whole, outside the API viewer and data marked translate="no".
 */
export function englishTextsOn(page: Page): Promise<string[]> {
  return page.evaluate((texts) => {
    const forbidden = new Set(texts);
    const skip = (element: Element | null) =>
      !element || element.closest('.swagger-ui, [translate="no"], script, style, noscript') !== null;
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const parent = node.parentElement;
      if (!text || skip(parent) || !parent?.checkVisibility()) continue;
      if (forbidden.has(text)) found.push(text);
    }
    for (const element of document.querySelectorAll('[aria-label], [placeholder], [title]')) {
      if (skip(element)) continue;
      for (const name of ['aria-label', 'placeholder', 'title']) {
        const value = element.getAttribute(name)?.trim();
        if (value && forbidden.has(value)) found.push(`${name}=${value}`);
      }
    }
    return found;
  }, englishOnly);
}

/**
 * What a screen shows outside the pseudo-locale's markers: text nodes with letters left once every
 * marked text is taken out, and aria-label, placeholder and title values without a marker. Data
 * is marked translate="no" by the screens (names, addresses, ids, dates); the API viewer's content
 * is Swagger UI's, and the operator's legal pages are the operator's.
 */
export function unmarkedTextsOn(page: Page): Promise<string[]> {
  return page.evaluate(
    ([open, close]) => {
      const skip = (element: Element | null) =>
        !element ||
        element.closest('.swagger-ui, [translate="no"], [data-operator-content], script, style, noscript') !==
          null;
      const marked = new RegExp(`${open}[^${open}${close}]*${close}`, 'g');
      const unmarked = (text: string) => {
        let rest = text;
        for (let before = ''; before !== rest; ) {
          before = rest;
          rest = rest.replace(marked, '');
        }
        return /\p{L}/u.test(rest.replaceAll('GMT', '')) ? text : null;
      };
      const found: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        const text = node.textContent?.trim() ?? '';
        if (!text || skip(parent) || !parent?.checkVisibility()) continue;
        const left = unmarked(text);
        if (left) found.push(left);
      }
      for (const element of document.querySelectorAll('[aria-label], [placeholder], [title]')) {
        // A name on what assistive technology never reads (Mantine's autosize copy of a textarea).
        if (skip(element) || element.closest('[aria-hidden="true"]')) continue;
        for (const name of ['aria-label', 'placeholder', 'title']) {
          const value = element.getAttribute(name)?.trim();
          const left = value ? unmarked(value) : null;
          if (left) found.push(`${name}=${left}`);
        }
      }
      const title = unmarked(document.title);
      if (title) found.push(`<title>${title}`);
      return [...new Set(found)];
    },
    [PSEUDO_OPEN, PSEUDO_CLOSE] as const,
  );
}

const pseudo = pseudoCatalogue(english as never) as unknown as Compiled;

/** The pseudo-locale's text for an English catalogue text without values. */
export function inPseudo(englishText: string): string {
  const key = Object.keys(english).find((k) => english[k]?.length === 0 && english[k]?.() === englishText);
  if (!key) throw new Error(`No catalogue text reads '${englishText}'.`);
  return pseudo[key]!();
}
