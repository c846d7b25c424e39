import { type CSSVariablesResolver, createTheme } from '@mantine/core';

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
    // A link inside a sentence must not be told apart by its colour alone (WCAG 1.4.1).
    Anchor: { defaultProps: { underline: 'always' } },
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

/**
 * WCAG AA contrast (4.5:1) for small text: Mantine's dimmed text (gray 6) and error text (red 6)
 * reach only about 3.3:1 on white. Gray 7 and red 9 keep the look and pass on white and on the
 * light grey and tinted backgrounds the screens use.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
});
