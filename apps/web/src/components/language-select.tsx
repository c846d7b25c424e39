import { type Language, messages } from '@ddp/contract';
import { languageChoices } from '../lib/language-choices';
import { language, useLocale } from '../lib/locale';
import { useChooseLanguage } from '../lib/use-choose-language';

/**
 * The header's language control, beside the colour scheme's and built the same way (a native
 * select; see color-scheme-select.tsx). On a phone it shows the language's code only.
 */
export function LanguageSelect() {
  useLocale();
  const choose = useChooseLanguage();
  const current = language();
  return (
    <span className="color-scheme-select language-select" data-code={current.toUpperCase()}>
      <select
        id="header-language"
        aria-label={messages.language}
        value={current}
        // The options are the languages below, so the value is one of them.
        onChange={(event) => choose(event.currentTarget.value as Language, 'header-language')}
      >
        {languageChoices().map(({ value, label }) => (
          <option key={value} value={value} lang={value}>
            {label}
          </option>
        ))}
      </select>
    </span>
  );
}
