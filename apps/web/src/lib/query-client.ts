import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './http';
import { freshWhileOnStartScreen } from './start-answer';

/** A refusal (4xx) will not change by asking again; network trouble and 5xx get one retry. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 1,
        refetchOnWindowFocus: false,
        // What a screen asked for at start is its first data, not asked for again on its mount.
        staleTime: freshWhileOnStartScreen,
      },
      mutations: { retry: false },
    },
  });
}

/**
 * The portal's one query cache, made with the module so that calls asked for at start (before the
 * first render) can leave their answers in it: the screen then renders with its data, not with a
 * placeholder that its data would push aside.
 */
export const portalQueryClient = createQueryClient();
