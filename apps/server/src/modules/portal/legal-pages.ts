import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { LEGAL_PAGE_NAMES, type LegalPageName, type LegalPageReply } from '@ddp/contract';
import { ConfigError } from '../../platform/config';

export type LegalPageContent = NonNullable<LegalPageReply['page']>;
export type LegalPages = Partial<Record<LegalPageName, LegalPageContent>>;

const FORMATS = { md: 'markdown', html: 'html', txt: 'text' } as const;
/** A legal page is a page of text: anything larger is a wrong file. */
export const MAX_LEGAL_PAGE_BYTES = 256 * 1024;

/**
 * The operator's legal pages from LEGAL_PAGES_DIR, read once at start: `<name>.md`, `.html` or
 * `.txt` for imprint, terms-of-use, data-protection and contact. A page without a file keeps the
 * portal's neutral default. The content is served as written; the browser renders Markdown and
 * HTML through a sanitiser (no script of the operator's ever runs in the portal) and plain text as
 * text. A folder that cannot be read, a page given twice or a file that is not UTF-8 text stops
 * the start, each said in its own sentence.
 */
export async function loadLegalPages(dir: string | undefined): Promise<LegalPages> {
  if (dir === undefined) return {};
  const entries = await readdir(dir).catch(() => {
    throw new ConfigError([`LEGAL_PAGES_DIR: "${dir}" is not a folder the portal can read`]);
  });
  const pages: LegalPages = {};
  const problems: string[] = [];
  for (const name of LEGAL_PAGE_NAMES) {
    const files = entries.filter((entry) => {
      const dot = entry.lastIndexOf('.');
      return entry.slice(0, dot) === name && entry.slice(dot + 1).toLowerCase() in FORMATS;
    });
    if (files.length > 1) {
      problems.push(`LEGAL_PAGES_DIR: ${files.join(' and ')} are both for the page ${name}; keep one`);
      continue;
    }
    const file = files[0];
    if (!file) continue;
    const full = path.join(dir, file);
    const size = (await stat(full)).size;
    if (size > MAX_LEGAL_PAGE_BYTES) {
      problems.push(`LEGAL_PAGES_DIR: ${file} is larger than ${MAX_LEGAL_PAGE_BYTES / 1024} KiB`);
      continue;
    }
    const bytes = await readFile(full);
    let content: string;
    try {
      content = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      problems.push(`LEGAL_PAGES_DIR: ${file} is not UTF-8 text`);
      continue;
    }
    const extension = file.slice(file.lastIndexOf('.') + 1).toLowerCase() as keyof typeof FORMATS;
    pages[name] = { format: FORMATS[extension], content: content.replace(/^\uFEFF/, '') };
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return pages;
}
