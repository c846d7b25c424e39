import { readFileSync } from 'node:fs';
import { DEFAULT_THEME, defaultCssVariablesResolver, luminance, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from './theme';

// WCAG AA for the text colours of both schemes, measured on the variables as the page gets them:
// Mantine's, then the theme's resolver (theme.ts), then the portal's own (global.css).
const AA = 4.5;
const resolved = mergeMantineTheme(DEFAULT_THEME, theme);
const mantine = defaultCssVariablesResolver(resolved);
const ours = cssVariablesResolver(resolved);

/** The custom properties of the first rule of global.css with this selector. */
function globalCssBlock(selector: string): Record<string, string> {
  const css = readFileSync(new URL('./global.css', import.meta.url), 'utf8');
  const start = css.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`global.css has no rule for ${selector}`);
  const body = css.slice(css.indexOf('{', start) + 1, css.indexOf('}', start));
  return Object.fromEntries(
    [...body.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map((match) => [match[1], match[2]?.trim()]),
  );
}

type Scheme = 'light' | 'dark';

function variablesOf(scheme: Scheme): Record<string, string> {
  return {
    ...mantine.variables,
    ...mantine[scheme],
    ...ours.variables,
    ...ours[scheme],
    ...globalCssBlock(':root'),
    ...(scheme === 'dark' ? globalCssBlock(':root[data-mantine-color-scheme="dark"]') : {}),
  };
}

function colourOf(variables: Record<string, string>, name: string): string {
  let value = variables[name];
  for (let depth = 0; value?.startsWith('var('); depth++) {
    if (depth > 10) throw new Error(`${name} refers to itself`);
    value = variables[value.slice(4, -1).trim()];
  }
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

function contrast(a: string, b: string): number {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

// Every surface text sits on: cards and dialogs, the page, a well, an input or default button, and
// a hovered row, option or button.
const SURFACES = [
  '--mantine-color-body',
  '--ddp-color-page',
  '--ddp-color-well',
  '--mantine-color-default',
  '--mantine-color-default-hover',
];

const TEXT_ON_SURFACES: Record<string, string[]> = {
  '--mantine-color-text': SURFACES,
  '--mantine-color-dimmed': SURFACES,
  '--mantine-color-error': ['--mantine-color-body', '--ddp-color-well', '--mantine-color-default'],
  '--mantine-color-placeholder': ['--mantine-color-default'],
  '--mantine-color-anchor': ['--mantine-color-body', '--ddp-color-page'],
  '--ddp-color-accent-text': ['--mantine-color-body', '--ddp-color-page', '--ddp-color-well'],
  '--ddp-color-done-text': ['--mantine-color-body', '--ddp-color-page', '--ddp-color-well'],
  '--ddp-color-warning-text': ['--mantine-color-body'],
  '--ddp-color-brand': ['--ddp-color-bar', '--mantine-color-body'],
};

const COLOURS = Object.keys(resolved.colors).filter((name) => name !== 'dark');

describe.each(['light', 'dark'] as const)('the %s scheme', (scheme) => {
  const variables = variablesOf(scheme);
  const ratio = (text: string, background: string) =>
    contrast(colourOf(variables, text), colourOf(variables, background));

  it('gives text of every kind 4.5:1 on every surface it appears on', () => {
    for (const [text, backgrounds] of Object.entries(TEXT_ON_SURFACES)) {
      for (const background of backgrounds) {
        expect(ratio(text, background), `${text} on ${background}`).toBeGreaterThanOrEqual(AA);
      }
    }
  });

  it('gives white text 4.5:1 on every filled colour, hovered too', () => {
    for (const name of COLOURS) {
      for (const filled of [`--mantine-color-${name}-filled`, `--mantine-color-${name}-filled-hover`]) {
        expect(ratio('--mantine-color-white', filled), filled).toBeGreaterThanOrEqual(AA);
      }
    }
  });

  it('gives the text of light badges and alerts 4.5:1 on their tint, hovered too', () => {
    for (const name of COLOURS) {
      for (const tint of [`--mantine-color-${name}-light`, `--mantine-color-${name}-light-hover`]) {
        expect(ratio(`--mantine-color-${name}-light-color`, tint), tint).toBeGreaterThanOrEqual(AA);
      }
    }
  });
});

describe('the light scheme as it was', () => {
  it('keeps the colours that passed before the dark scheme came', () => {
    const light = variablesOf('light');
    expect(colourOf(light, '--ddp-color-page')).toBe(resolved.colors.gray[0]);
    expect(colourOf(light, '--mantine-color-dimmed')).toBe(resolved.colors.gray[7]);
    expect(colourOf(light, '--mantine-color-indigo-filled')).toBe(resolved.colors.indigo[7]);
  });
});
