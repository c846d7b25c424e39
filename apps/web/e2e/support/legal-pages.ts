import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The legal pages the journeys' server is given (LEGAL_PAGES_DIR), as an operator writes them:
 * the imprint in Markdown with a script slipped in, the contact page as plain text. Terms of use
 * and data protection have no file and show the neutral default.
 */
export const legalFiles = {
  'imprint.md': [
    '# Example Data Platform Ltd',
    '',
    'Registered office: 1 Harbour Street, Hamburg. Managing director: A. Example.',
    '',
    '<script>document.title = "hijacked"</script>',
    '<a href="javascript:document.title=\'hijacked\'">Open the register entry</a>',
    '',
    'More about us on [our website](https://platform.example/about).',
  ].join('\n'),
  'contact.txt': 'Support desk: support@platform.example\nMonday to Friday, 9:00 to 17:00.',
};

/** Writes the files into a new folder, once per run (workers inherit it through the environment). */
export function legalPagesDir(): string {
  if (process.env.E2E_LEGAL_PAGES_DIR) return process.env.E2E_LEGAL_PAGES_DIR;
  const dir = mkdtempSync(path.join(tmpdir(), 'ddp-e2e-legal-'));
  for (const [name, content] of Object.entries(legalFiles)) writeFileSync(path.join(dir, name), content);
  process.env.E2E_LEGAL_PAGES_DIR = dir;
  return dir;
}
