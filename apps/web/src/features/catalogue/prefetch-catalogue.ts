import { defaultServiceOption } from '@ddp/contract';
import { portalQueryClient } from '../../lib/query-client';
import { askAtStart, startSession } from '../../lib/start-answer';
import { catalogueKeys, fetchDocument, fetchServiceOptions, type ServiceKind } from './catalogue-api';

const KINDS: ServiceKind[] = ['basic', 'advanced'];

/** The screen's queries, one definition for the screen and for the calls asked for at start. */
export const catalogueQueries = {
  services: (kind: ServiceKind, consumerId: string) => ({
    queryKey: catalogueKeys.services(kind, consumerId),
    queryFn: () => fetchServiceOptions(kind, consumerId),
  }),
  document: (kind: ServiceKind, value: string, consumerId: string) => ({
    queryKey: catalogueKeys.document(kind, value),
    queryFn: () => fetchDocument(kind, value, consumerId),
  }),
};

/**
 * When the app starts on the docs screen, its calls need not wait for the screen's code and first
 * render: both lists are asked for at once, then each list's first live document, else its first
 * (what the screen shows on entry, spec section 4), into the query cache like every screen's data
 * at start (`lib/start-answer.ts`). The viewer's code is left for after the screen's first paint
 * (catalogue-page.tsx).
 */
export function prefetchCatalogue(): void {
  const consumerId = startSession()?.consumerId;
  if (!consumerId) return;
  for (const kind of KINDS) {
    void askAtStart(portalQueryClient, catalogueQueries.services(kind, consumerId)).then((options) => {
      const first = options && defaultServiceOption(options);
      if (first) void askAtStart(portalQueryClient, catalogueQueries.document(kind, first.value, consumerId));
    });
  }
}
