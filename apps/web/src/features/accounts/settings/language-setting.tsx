import { messages } from '@ddp/contract';
import { Text } from '@mantine/core';
import { SegmentedChoice } from '../../../components/segmented-choice';
import { languageChoices } from '../../../lib/language-choices';
import { language, useLocale } from '../../../lib/locale';
import { useChooseLanguage } from '../../../lib/use-choose-language';
import { SettingsSection } from './settings-section';

/** The language, as in the header: every screen switches at once, and the account keeps it for mails. */
export function LanguageSetting() {
  useLocale();
  const choose = useChooseLanguage();
  return (
    <SettingsSection title={messages.language} titleId="language-title">
      <Text size="sm" c="dimmed" mb="md" id="language-hint">
        {messages.languageHint}
      </Text>
      <SegmentedChoice
        id="settings-language"
        aria-labelledby="language-title"
        aria-describedby="language-hint"
        data={[...languageChoices()]}
        value={language()}
        onChange={(chosen) => choose(chosen, 'settings-language')}
      />
    </SettingsSection>
  );
}
