// Swagger UI is most of the docs screen's weight: a chunk of its own, never part of Login.
export const loadViewer = () => import('./openapi-viewer');

/**
 * Downloads the viewer's files (listed in index.html by the build, see vite-lazy-chunks.ts) into
 * the browser's cache without compiling or running them: both are long tasks, left for after the
 * screen has painted (`loadViewer`).
 */
export function preloadViewerCode(): void {
  const listed = document.querySelector<HTMLMetaElement>('meta[name="openapi-viewer-chunks"]');
  for (const file of listed?.content.split(' ').filter(Boolean) ?? []) {
    if (document.querySelector(`link[rel="prefetch"][href="${file}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = file;
    document.head.append(link);
  }
}

/** Starts the viewer's download and run; a failure shows where the viewer is used. */
export function prefetchViewer(): void {
  loadViewer().catch(() => undefined);
}
