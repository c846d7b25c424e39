import { messages } from '@ddp/contract';
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
import { opId } from 'swagger-client/es/helpers';
import SwaggerUI, { type SwaggerPlugin, type SwaggerSystem as ViewerSystem } from 'swagger-ui-core';
// As shipped: the app's PostCSS variables plugin would read the `\$vocabulary` selectors as variables.
import viewerStyles from 'swagger-ui-react/swagger-ui.css?raw';
import type { OpenApiDocument } from '../../lib/docs-api';
import { sampleMaker } from './code-samples';
import { OperationSamples, SampleContext } from './operation-samples';
import { type TokenScheme, tokenSchemes } from './token-schemes';
import { viewerContrastStyles } from './viewer-contrast';
import { followPortalScheme } from './viewer-dark-mode';
import { viewerThemeStyles } from './viewer-theme';

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
const withoutInfo = (): SwaggerPlugin => ({ components: { InfoContainer: NoInfo } });

/** Each operation's code samples, below its parameters (inside the opened operation). */
const withCodeSamples = (): SwaggerPlugin => ({
  wrapComponents: {
    parameters: (Original) => (props: { pathMethod: [string, string] }) => (
      <>
        <Original {...props} />
        <OperationSamples path={props.pathMethod[0]} method={props.pathMethod[1]} />
      </>
    ),
  },
});

const STYLE_ID = 'openapi-viewer-styles';

/**
 * Swagger UI's stylesheet joins the page with the viewer's chunk, once (style-src allows it), its
 * dark mode tied to the portal's scheme.
 */
function useViewerStyles(): void {
  useEffect(() => {
    if (document.getElementById(STYLE_ID)) return;
    const style = document.createElement('style');
    style.id = STYLE_ID;
    style.textContent = `${followPortalScheme(viewerStyles)}\n${viewerThemeStyles}\n${viewerContrastStyles}`;
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
        plugins: [withoutInfo, withCodeSamples],
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

/** An operation to open and scroll to (a search result); a new `nonce` asks again. */
export interface ViewerFocus {
  path: string;
  method: string;
  nonce: number;
}

export interface OpenApiViewerProps {
  document: OpenApiDocument;
  /** An access token of the reader's own client, filled into the document's bearer schemes. */
  accessToken?: string;
  /** The service's server is this portal (the code samples say so when it is not). */
  live: boolean;
  focus?: ViewerFocus | null;
}

interface TaggedOperation {
  path: string;
  method: string;
  operation: Record<string, unknown>;
}

/** The key Swagger UI keeps an operation's open state under (as its OperationContainer makes it). */
const shownId = ({ path, method, operation }: TaggedOperation): string => {
  const original = operation.__originalOperationId;
  return typeof original === 'string' ? original : opId(operation, path, method);
};

/**
 * Opens the operation asked for, then scrolls to it and moves the keyboard focus to its summary
 * once Swagger UI has drawn it open (it renders in slices: checked on each frame, for 3 s at most).
 */
function useFocusOperation(
  system: ViewerSystem | null,
  container: RefObject<HTMLDivElement | null>,
  focus: ViewerFocus | null | undefined,
): void {
  useEffect(() => {
    const root = container.current;
    if (!system || !root || !focus) return;
    const method = focus.method.toLowerCase();
    const tagged = system.specSelectors.taggedOperations().toJS() as Record<
      string,
      { operations?: TaggedOperation[] }
    >;
    for (const [tag, { operations = [] }] of Object.entries(tagged)) {
      const found = operations.find(
        (operation) => operation.path === focus.path && operation.method === method,
      );
      if (found) {
        system.layoutActions.show(['operations-tag', tag], true);
        system.layoutActions.show(['operations', tag, shownId(found)], true);
        break;
      }
    }
    let frame = 0;
    const started = performance.now();
    const look = () => {
      const block = [
        ...root.querySelectorAll<HTMLElement>(`.opblock.opblock-${CSS.escape(method)}.is-open`),
      ].find((element) => element.querySelector(`[data-path="${CSS.escape(focus.path)}"]`));
      if (block) {
        block.scrollIntoView({ block: 'start' });
        block.querySelector<HTMLElement>('.opblock-summary-control')?.focus({ preventScroll: true });
      } else if (performance.now() - started < 3000) frame = requestAnimationFrame(look);
    };
    frame = requestAnimationFrame(look);
    return () => cancelAnimationFrame(frame);
  }, [system, container, focus]);
}

/**
 * Swagger UI, loaded only with this screen (it is large). Tokens stay in memory: Swagger UI's
 * persistAuthorization would keep them in localStorage.
 */
export default function OpenApiViewer({ document, accessToken, live, focus }: OpenApiViewerProps) {
  const built = useSwaggerSystem(document);
  const system = built?.system ?? null;
  const schemes = useMemo(() => tokenSchemes(document), [document]);
  useViewerStyles();

  useEffect(() => {
    if (!system || schemes.length === 0) return;
    if (accessToken) authorize(system, schemes, accessToken);
    // Swagger UI's logout reads the schemes filled in, which do not exist before the first one is:
    // a logout then throws (`withMutations` of undefined). Only a token once filled in is taken out.
    else if (system.authSelectors.authorized().size > 0)
      system.authActions.logout(schemes.map((scheme) => scheme.name));
  }, [system, schemes, accessToken]);

  const container = useRef<HTMLDivElement>(null);
  useViewerMarkupFixes(container);
  useFocusOperation(system, container, focus);

  // Made once per document; the token and the label change what the samples say, not the maker.
  const make = useMemo(() => sampleMaker(document, window.location.origin), [document]);
  const samples = useMemo(() => ({ make, token: accessToken, live }), [make, accessToken, live]);

  return (
    <div className="openapi-viewer" ref={container}>
      {built ? (
        <SampleContext.Provider value={samples}>
          <built.App />
        </SampleContext.Provider>
      ) : (
        <Group justify="center" py="xl" role="status" aria-label={messages.docsPreparingTheDocumentation}>
          <Loader size="md" />
        </Group>
      )}
    </div>
  );
}
