/**
 * Swagger UI is most of the docs screen's weight: chunks of its own, never part of Login. Its
 * module code would run as one task of 130-250 ms. Imported in steps, each runs in a task of its
 * own: the client and the rendering libraries (two separate files, fetched together), then Swagger
 * UI itself, which then runs only what they have not (a module runs once).
 */
export const loadViewer = () =>
  Promise.all([import('./viewer-code-client'), import('./viewer-code-libraries')]).then(
    () => import('./openapi-viewer'),
  );

/** Starts the viewer's download and run; a failure shows where the viewer is used. */
export function prefetchViewer(): void {
  loadViewer().catch(() => undefined);
}
