import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

export type PreloadableScreen<P extends object> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts fetching the screen's code; React later renders from the same download. */
  preload: () => Promise<unknown>;
};

// Mantine's styles of every lazily loaded screen, one stylesheet fetched with the first of them.
const loadScreenStyles = () => import('./screen-styles');

/**
 * `React.lazy` whose code can be fetched before React asks for it: at start the route of the
 * address is known, so its layout and screen load side by side instead of one after the other.
 * The screen renders once its code and its styles are there.
 */
export function lazyScreen<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): PreloadableScreen<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const once = () => {
    // Mantine's stylesheet is asked for first, so that its link comes before those of the
    // screen's files (the kit's rules for the app's own components): the app's rules, as specific
    // as Mantine's, must come later to win (a phone's tabs in one row, the rows as cards).
    loading ??= Promise.all([loadScreenStyles(), load()]).then(([, screen]) => screen);
    return loading;
  };
  return Object.assign(lazy(once), { preload: once });
}
