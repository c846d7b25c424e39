import { messages } from '@ddp/contract';
import type { MantineColorScheme } from '@mantine/core';

/** The three choices, in the header and in Settings; without one the portal follows the system. */
export const colorSchemeChoices = (): ReadonlyArray<{ value: MantineColorScheme; label: string }> => [
  { value: 'light', label: messages.colorSchemeLight },
  { value: 'dark', label: messages.colorSchemeDark },
  // Mantine's word for following the system's preference.
  { value: 'auto', label: messages.colorSchemeSystem },
];
