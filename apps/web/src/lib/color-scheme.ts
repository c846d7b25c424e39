import { localStorageColorSchemeManager } from '@mantine/core';

/**
 * Where this browser keeps the colour scheme chosen. public/color-scheme.js reads the same entry
 * before the first paint, so the page never shows the other scheme while the app loads.
 */
export const COLOR_SCHEME_KEY = 'ddp.colorScheme';

/** Mantine's manager on that entry; other tabs follow a change through the `storage` event. */
export const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_KEY });
