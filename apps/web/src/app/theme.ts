import { createTheme } from '@mantine/core';

// System fonts only: the portal loads nothing from other hosts.
const SYSTEM_FONTS =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji"';

export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: { light: 7, dark: 5 },
  defaultRadius: 'md',
  fontFamily: SYSTEM_FONTS,
  fontFamilyMonospace: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  headings: { fontFamily: SYSTEM_FONTS, fontWeight: '650' },
  cursorType: 'pointer',
  components: {
    Button: { defaultProps: { radius: 'md' } },
    Alert: { defaultProps: { radius: 'md', variant: 'light' } },
    Paper: { defaultProps: { radius: 'lg' } },
    // Form sections read as small headings above their fields.
    Fieldset: {
      styles: {
        legend: {
          fontSize: 'var(--mantine-font-size-xs)',
          fontWeight: 700,
          letterSpacing: '0.06em',
          textTransform: 'uppercase',
          color: 'var(--mantine-color-indigo-7)',
          marginBottom: 'var(--mantine-spacing-sm)',
        },
      },
    },
  },
});
