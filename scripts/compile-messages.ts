import { writeFileSync } from 'node:fs';
import { compiledModule } from '../packages/contract/src/i18n/compile';
import { LOCALES } from '../packages/contract/src/i18n/locale';

// Writes packages/contract/src/i18n/compiled/<language>.ts from the ICU catalogues.
for (const language of LOCALES) {
  const file = new URL(`../packages/contract/src/i18n/compiled/${language}.ts`, import.meta.url);
  writeFileSync(file, compiledModule(language));
  console.log(`compiled ${language}`);
}
