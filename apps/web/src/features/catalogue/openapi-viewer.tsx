import { Group, Loader } from '@mantine/core';
import {
  type ComponentType,
  type RefObject,
  startTransition,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import SwaggerUI, { type SwaggerSystem as ViewerSystem } from 'swagger-ui-core';
// As shipped: the app's PostCSS variables plugin would read the `\$vocabulary` selectors as variables.
import viewerStyles from 'swagger-ui-react/swagger-ui.css?raw';
import type { OpenApiDocument } from './catalogue-api';
import { type TokenScheme, tokenSchemes } from './token-schemes';
import { viewerContrastStyles } from './viewer-contrast';

function authorize(system: ViewerSystem, schemes: TokenScheme[], token: string): void {
  for (const { name, kind, schema } of schemes) {
    if (kind === 'bearer') system.authActions.authorize({ [name]: { name, schema, value: token } });
    else
      system.authActions.authorizeOauth2({
        auth: { name, schema },
        token: { access_token: token, token_type: 'Bearer' },
      });
  }
}

/** The screen shows the document's title and description itself (DocumentHeader), at once. */
const NoInfo = () => null;
const withoutInfo = () => ({ components: { InfoContainer: NoInfo } });

const STYLE_ID = 'openapi-viewer-styles';

/** Swagger UI's stylesheet joins the page with the viewer's chunk, once (style-src allows it). */
function useViewerStyles(): void {
  useEffect(() => {
    if (document.getElementById(STYLE_ID)) return;
    const style = document.createElement('style');
    style.id = STYLE_ID;
    style.textContent = `${viewerStyles}\n${viewerContrastStyles}`;
    document.head.append(style);
  }, []);
}

/**
 * Swagger UI's markup misses what assistive technology needs: its servers select has no label,
 * the close button of its Authorize dialog (an icon) has no name, and its code blocks (the curl
 * command, a response) scroll without being reachable from the keyboard. It renders them anew at
 * will, so whatever it adds is mended as it appears.
 */
function useViewerMarkupFixes(container: RefObject<HTMLDivElement | null>): void {
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const mend = () => {
      for (const select of root.querySelectorAll('select#servers:not([aria-label])'))
        select.setAttribute('aria-label', 'Servers');
      for (const button of root.querySelectorAll('button.close-modal:not([aria-label])'))
        button.setAttribute('aria-label', 'Close');
      for (const code of root.querySelectorAll('pre.microlight:not([tabindex])'))
        code.setAttribute('tabindex', '0');
    };
    mend();
    const observer = new MutationObserver(mend);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [container]);
}

/**
 * Swagger UI's system for one document, and its root view once React may render it. The work is
 * cut into tasks so that the page stays responsive while it runs (swagger-ui-react does it all in
 * one long task): the system is built in one task, the document parsed in the next, and the first
 * render, the largest, runs as a transition, which React renders in slices. The system is made
 * once per mounted viewer; a new document mounts a new viewer.
 */
function useSwaggerSystem(document: OpenApiDocument) {
  const [built, setBuilt] = useState<{ system: ViewerSystem; App: ComponentType } | null>(null);
  // A failure in a timer is outside React's reach: rethrown in render, ViewerBoundary shows it.
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const [spec] = useState(document);
  useEffect(() => {
    let live = true;
    const timers: ReturnType<typeof setTimeout>[] = [];
    const inNextTask = (work: () => void) => {
      timers.push(
        setTimeout(() => {
          if (!live) return;
          try {
            work();
          } catch (error) {
            setFailure({ error });
          }
        }, 0),
      );
    };
    inNextTask(() => {
      const swagger = SwaggerUI({
        presets: [SwaggerUI.presets.apis],
        dom_id: null,
        docExpansion: 'list',
        defaultModelsExpandDepth: 0,
        deepLinking: false,
        displayRequestDuration: true,
        persistAuthorization: false,
        tryItOutEnabled: false,
        plugins: [withoutInfo],
        // Called in a task of its own once the document is parsed.
        onComplete: () => {
          if (!live) return;
          const App = swagger.getComponent('App', 'root');
          startTransition(() => setBuilt({ system: swagger, App }));
        },
      });
      inNextTask(() => swagger.specActions.updateSpec(JSON.stringify(spec)));
    });
    return () => {
      live = false;
      for (const timer of timers) clearTimeout(timer);
    };
  }, [spec]);
  if (failure) throw failure.error;
  return built;
}

export interface OpenApiViewerProps {
  document: OpenApiDocument;
  /** An access token of the reader's own client, filled into the document's bearer schemes. */
  accessToken?: string;
}

/**
 * Swagger UI, loaded only with this screen (it is large). Tokens stay in memory: Swagger UI's
 * persistAuthorization would keep them in localStorage.
 */
export default function OpenApiViewer({ document, accessToken }: OpenApiViewerProps) {
  const built = useSwaggerSystem(document);
  const system = built?.system ?? null;
  const schemes = useMemo(() => tokenSchemes(document), [document]);
  useViewerStyles();

  useEffect(() => {
    if (!system || schemes.length === 0) return;
    if (accessToken) authorize(system, schemes, accessToken);
    else system.authActions.logout(schemes.map((scheme) => scheme.name));
  }, [system, schemes, accessToken]);

  const container = useRef<HTMLDivElement>(null);
  useViewerMarkupFixes(container);

  return (
    <div className="openapi-viewer" ref={container}>
      {built ? (
        <built.App />
      ) : (
        <Group justify="center" py="xl" role="status" aria-label="Preparing the documentation">
          <Loader size="md" />
        </Group>
      )}
    </div>
  );
}
