import { BASE_PATH } from '@ddp/contract';
import { matchRoutes, type RouteObject } from 'react-router';

/** What a route can start before it renders: its code (see `lazyScreen`) and its first calls. */
export interface RouteHandle {
  preload?: () => Promise<unknown>;
  /** Asks for the data the screen shows on entry; the screen's queries take the answers. */
  prefetch?: () => void;
}

/**
 * Starts loading the code of every route that matches the address (the /home layout and its
 * screen together), and the data of those that say what they need. A failed download or call is
 * left to the screen, which shows it when it renders.
 */
export function preloadRoute(routes: RouteObject[], location: Pick<Location, 'pathname'>): void {
  for (const { route } of matchRoutes(routes, location.pathname, BASE_PATH) ?? []) {
    const handle = route.handle as RouteHandle | undefined;
    handle?.preload?.().catch(() => undefined);
    handle?.prefetch?.();
  }
}
