import { messages } from '@ddp/contract';
import { type MantineColorScheme, useMantineContext } from '@mantine/core';
import { colorSchemeChoices } from '../lib/color-scheme-choices';

/**
 * The header's colour scheme control, on Login as on every screen. A native select: its list, its
 * keys and what a screen reader says are the browser's, and it adds far less to Login's first
 * download than a menu would; its half-filled circle is drawn by global.css. It takes the
 * provider's own setter: useMantineColorScheme's extras (pausing transitions, the system's scheme)
 * would cost Login another 0.35 KB.
 */
export function ColorSchemeSelect() {
  const { colorScheme, setColorScheme } = useMantineContext();
  return (
    <span className="color-scheme-select">
      <select
        aria-label={messages.colorScheme}
        value={colorScheme}
        // The options are the choices below, so the value is one of them.
        onChange={(event) => setColorScheme(event.currentTarget.value as MantineColorScheme)}
      >
        {colorSchemeChoices().map(({ value, label }) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </span>
  );
}
