import viewerChunk from 'chunk-url:./openapi-viewer';

// Swagger UI is most of the docs screen's weight: a chunk of its own, never part of Login.
export const loadViewer = () => import('./openapi-viewer');

/**
 * Downloads the viewer into the browser's cache without compiling or running it: both are long
 * tasks, left for after the screen has painted (`loadViewer`).
 */
export function preloadViewerCode(): void {
  if (!viewerChunk || document.querySelector(`link[rel="prefetch"][href="${viewerChunk}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.href = viewerChunk;
  document.head.append(link);
}

/** Starts the viewer's download and run; a failure shows where the viewer is used. */
export function prefetchViewer(): void {
  loadViewer().catch(() => undefined);
}
