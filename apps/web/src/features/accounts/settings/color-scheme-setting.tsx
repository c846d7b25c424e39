import { messages } from '@ddp/contract';
import { Text, useMantineColorScheme } from '@mantine/core';
import { SegmentedChoice } from '../../../components/segmented-choice';
import { colorSchemeChoices } from '../../../lib/color-scheme-choices';
import { SettingsSection } from './settings-section';

/**
 * The colour scheme, as in the header: kept by this browser (lib/color-scheme.ts), not with the
 * account, so it is shown whether or not the details have loaded.
 */
export function ColorSchemeSetting() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  return (
    <SettingsSection title={messages.colorScheme} titleId="color-scheme-title">
      <Text size="sm" c="dimmed" mb="md" id="color-scheme-hint">
        {messages.colorSchemeHint}
      </Text>
      <SegmentedChoice
        aria-labelledby="color-scheme-title"
        aria-describedby="color-scheme-hint"
        data={[...colorSchemeChoices()]}
        value={colorScheme}
        onChange={setColorScheme}
      />
    </SettingsSection>
  );
}
