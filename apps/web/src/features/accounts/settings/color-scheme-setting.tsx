import { messages } from '@ddp/contract';
import { type MantineColorScheme, SegmentedControl, Text, useMantineColorScheme } from '@mantine/core';
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
      <SegmentedControl
        aria-labelledby="color-scheme-title"
        aria-describedby="color-scheme-hint"
        data={[...colorSchemeChoices()]}
        value={colorScheme}
        // The segments are the choices, so the value is one of them.
        onChange={(value) => setColorScheme(value as MantineColorScheme)}
      />
    </SettingsSection>
  );
}
