import type { DocsOperation } from '@ddp/contract';

/** A search result's key: service, method and path name one operation. */
export const operationKey = (operation: Pick<DocsOperation, 'service' | 'method' | 'path'>) =>
  `${operation.service} ${operation.method} ${operation.path}`;

/** What a result reads as: 'GET /stations · List the stations · Environment Stations API v1.0.0'. */
export const operationLabel = (operation: DocsOperation) =>
  [`${operation.method} ${operation.path}`, operation.summary, operation.serviceText]
    .filter(Boolean)
    .join(' · ');

const fold = (value: string) => value.toLowerCase().normalize('NFKD');

/**
 * The operations every word of the query is found in (path, summary, tag, operation id, method or
 * service name; case-insensitive), best first: a word in the path or summary ranks above one found
 * only elsewhere; live services rank above documentation-only ones; then the lists' order.
 */
export function searchOperations(operations: DocsOperation[], query: string, limit = 20): DocsOperation[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const scored: Array<{ operation: DocsOperation; score: number; index: number }> = [];
  operations.forEach((operation, index) => {
    const main = fold(`${operation.path} ${operation.summary ?? ''}`);
    const rest = fold(
      [operation.method, operation.operationId ?? '', operation.serviceText, ...operation.tags].join(' '),
    );
    let score = 0;
    for (const word of words) {
      if (main.includes(word)) score += 2;
      else if (rest.includes(word)) score += 1;
      else return;
    }
    scored.push({ operation, score: score + (operation.live ? 0.5 : 0), index });
  });
  scored.sort((a, b) => b.score - a.score || a.index - b.index);
  return scored.slice(0, limit).map((entry) => entry.operation);
}
