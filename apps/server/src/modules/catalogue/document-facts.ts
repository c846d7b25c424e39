/**
 * What the docs screen needs to know of a published document without reading it whole: whether
 * its server is this portal ("live here": Try it and the code samples reach a real API) and which
 * operations it has (the search across services). Published documents are operator input: every
 * field is checked for its shape, and anything unexpected is simply left out.
 */

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/**
 * A service is live here when the first entry of its `servers` (the one Try it and the code samples
 * call) is served by this portal: a relative URL, or an absolute one whose origin is one of the
 * portal's own (its public URL, and the origin the request came to). A document without `servers`
 * is documentation only: OpenAPI would then call the portal's root, where no API answers.
 */
export function isLiveHere(document: unknown, portalOrigins: readonly string[]): boolean {
  if (!isRecord(document) || !Array.isArray(document.servers)) return false;
  const first: unknown = document.servers[0];
  const url = isRecord(first) ? text(first.url) : null;
  if (!url) return false;
  // A URL with a server variable (`{region}`) names no one host: only its relative form is ours.
  if (/^\/(?!\/)/.test(url)) return true;
  let origin: string;
  try {
    origin = new URL(url).origin;
  } catch {
    return false;
  }
  return portalOrigins.some((portal) => sameOrigin(portal, origin));
}

function sameOrigin(a: string, b: string): boolean {
  try {
    return new URL(a).origin === new URL(b).origin;
  } catch {
    return false;
  }
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

export interface DocumentOperation {
  /** Upper case, as the viewer shows it: 'GET'. */
  method: string;
  path: string;
  summary: string | null;
  operationId: string | null;
  tags: string[];
}

/** Every operation of the document's `paths`, in the document's order. */
export function documentOperations(document: unknown): DocumentOperation[] {
  if (!isRecord(document) || !isRecord(document.paths)) return [];
  const found: DocumentOperation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    if (!path.startsWith('/') || !isRecord(item)) continue;
    for (const method of METHODS) {
      const operation = item[method];
      if (!isRecord(operation)) continue;
      found.push({
        method: method.toUpperCase(),
        path,
        summary: text(operation.summary) ?? text(operation.description)?.split('\n')[0] ?? null,
        operationId: text(operation.operationId),
        tags: Array.isArray(operation.tags)
          ? operation.tags.filter((tag): tag is string => typeof tag === 'string' && tag.trim() !== '')
          : [],
      });
    }
  }
  return found;
}
