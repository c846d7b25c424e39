import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

export type PreloadableScreen<P extends object> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts fetching the screen's code; React later renders from the same download. */
  preload: () => Promise<unknown>;
};

/**
 * `React.lazy` whose code can be fetched before React asks for it: at start the route of the
 * address is known, so its layout and screen load side by side instead of one after the other.
 */
export function lazyScreen<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): PreloadableScreen<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const once = () => {
    loading ??= load();
    return loading;
  };
  return Object.assign(lazy(once), { preload: once });
}
