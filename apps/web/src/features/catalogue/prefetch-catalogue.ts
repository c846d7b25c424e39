import { defaultServiceOption } from '@ddp/contract';
import { catalogueQueries, type ServiceKind } from '../../lib/docs-api';
import { portalQueryClient } from '../../lib/query-client';
import { askAtStart, startSession } from '../../lib/start-answer';

const KINDS: ServiceKind[] = ['basic', 'advanced'];

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
