/**
 * Swagger UI ships a dark mode of its own, switched by a `dark-mode` class on the page's <html>.
 * Here it follows the portal's scheme instead: its rules are scoped to Mantine's dark attribute,
 * and its one rule for the page itself (the whole page's background and colour scheme) is left out,
 * so that nothing outside the viewer changes. Every other rule stays inside `.swagger-ui`.
 */
const PAGE_RULE = /html\.dark-mode\s*\{[^}]*\}/g;
/** The portal's dark scheme, as Mantine marks it on the page's root. */
export const DARK_SCHEME = ':root[data-mantine-color-scheme="dark"]';

export function followPortalScheme(stylesheet: string): string {
  return stylesheet.replace(PAGE_RULE, '').replaceAll('html.dark-mode', DARK_SCHEME);
}
