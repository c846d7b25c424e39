import { BASE_PATH } from '@ddp/contract';
import { matchRoutes, type RouteObject } from 'react-router';

/** What a route can start before it renders: see `lazyScreen`. */
export interface RouteHandle {
  preload?: () => Promise<unknown>;
}

/**
 * Starts loading the code of every route that matches the address (the /home layout and its
 * screen together). A failed download is left to the screen, which shows it when it renders.
 */
export function preloadRoute(routes: RouteObject[], location: Pick<Location, 'pathname'>): void {
  for (const { route } of matchRoutes(routes, location.pathname, BASE_PATH) ?? []) {
    (route.handle as RouteHandle | undefined)?.preload?.().catch(() => undefined);
  }
}
