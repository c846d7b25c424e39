import { messages } from '@ddp/contract';
import { type CSSVariablesResolver, createTheme, darken, luminance } from '@mantine/core';

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
  // Dialogs, menus and panels appear without sliding or scaling for a person whose system asks for
  // less motion (WCAG 2.3.3); Mantine ignores that preference unless told.
  respectReducedMotion: true,
  components: {
    Button: { defaultProps: { radius: 'md' } },
    // Modals and alerts show an icon-only close button; a screen reader needs its name.
    // A getter: Mantine reads the default props at each render, so the name is in the language of the moment.
    PasswordInput: {
      defaultProps: {
        get visibilityToggleButtonProps() {
          return { 'aria-label': messages.kitTogglePasswordVisibility };
        },
      },
    },
    CloseButton: {
      defaultProps: {
        get 'aria-label'() {
          return messages.advancedClose;
        },
      },
    },
    // A link inside a sentence must not be told apart by its colour alone (WCAG 1.4.1).
    Anchor: { defaultProps: { underline: 'always' } },
    Alert: { defaultProps: { radius: 'md', variant: 'light' } },
    Paper: { defaultProps: { radius: 'lg' } },
    // Statuses and roles read as the server gives them (spec sections 4 and 6: 'In review', 'Owner'),
    // not upper-cased as Mantine's badges are by default.
    Badge: { styles: { root: { textTransform: 'none' } } },
    // A select's 'nothing found' line sits inside its listbox, which may hold options only: as a
    // disabled option it is still read out, and it cannot be chosen.
    // Its list is placed against the window rather than the page: on a phone an absolute list
    // widened the page while it was placed, which moved it again, without end (issue 19).
    Combobox: {
      defaultProps: {
        attributes: { empty: { role: 'option', 'aria-disabled': true } },
        floatingStrategy: 'fixed',
      },
    },
    // Form sections read as small headings above their fields.
    Fieldset: {
      styles: {
        legend: {
          fontSize: 'var(--mantine-font-size-xs)',
          fontWeight: 700,
          letterSpacing: '0.06em',
          textTransform: 'uppercase',
          // Indigo 7 in the light scheme, indigo 4 in the dark one: each passes AA on its background.
          color: 'var(--mantine-color-indigo-text)',
          marginBottom: 'var(--mantine-spacing-sm)',
        },
      },
    },
  },
});

// WCAG AA: small text needs a contrast of 4.5:1 with what is behind it.
const AA = 4.5;
const WHITE = '#ffffff';

function contrast(a: string, b: string): number {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** The colour itself when it reads well on the background, else darkened just enough. */
function readable(color: string, background: string): string {
  for (let amount = 0; amount <= 0.8; amount += 0.05) {
    const candidate = amount === 0 ? color : darken(color, amount);
    if (contrast(candidate, background) >= AA) return candidate;
  }
  return darken(color, 0.8);
}

/**
 * Mantine's light scheme falls short of AA in places: dimmed text (gray 6) and error text (red 6)
 * reach about 3.3:1 on white, white on a red, teal or orange button about 3-3.8:1, and the text
 * of light badges and alerts 3.6-4.3:1 on their tint (hover tint included). Each colour keeps its
 * hue and is darkened only as far as AA needs; colours that already pass are left as they are.
 * Its dark scheme too: dimmed text (dark 2) is 2.9:1 on a hovered row, error text (red 8) 3:1 and
 * placeholders (dark 3) 2.5:1 on an input, white on a filled colour (shade 5) 1.6-3.7:1. There
 * dimmed text and placeholders take dark 1, errors red 4, and the filled colours are the light
 * scheme's, which carry white text at AA (theme.test.ts measures both schemes).
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => {
  const shade =
    typeof resolved.primaryShade === 'number' ? resolved.primaryShade : resolved.primaryShade.light;
  const light: Record<string, string> = {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    // Also the text of a select that shows its placeholder as content (file inputs, pickers).
    '--mantine-color-placeholder': readable(resolved.colors.gray[5], WHITE),
  };
  const dark: Record<string, string> = {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-error': 'var(--mantine-color-red-4)',
    '--mantine-color-placeholder': 'var(--mantine-color-dark-1)',
  };
  for (const [name, palette] of Object.entries(resolved.colors)) {
    if (name === 'dark') continue;
    const filled = readable(palette[shade], WHITE);
    const hover = darken(filled, 0.1);
    for (const scheme of [light, dark]) {
      scheme[`--mantine-color-${name}-filled`] = filled;
      scheme[`--mantine-color-${name}-filled-hover`] = hover;
    }
    light[`--mantine-color-${name}-outline`] = filled;
    light[`--mantine-color-${name}-light-color`] = readable(palette[9], palette[2]);
  }
  return { variables: {}, light, dark };
};
