import { type RefObject, useEffect, useMemo, useRef, useState } from 'react';
import SwaggerUI from 'swagger-ui-react';
// As shipped: the app's PostCSS variables plugin would read the `\$vocabulary` selectors as variables.
import viewerStyles from 'swagger-ui-react/swagger-ui.css?raw';
import type { OpenApiDocument } from './docs-api';
import { type TokenScheme, tokenSchemes } from './token-schemes';
import { viewerContrastStyles } from './viewer-contrast';

/** The part of Swagger UI's system this screen uses to fill in and take back the token. */
interface ViewerSystem {
  authActions: {
    authorize(
      payload: Record<string, { name: string; schema: Record<string, unknown>; value: string }>,
    ): void;
    authorizeOauth2(payload: {
      auth: { name: string; schema: Record<string, unknown> };
      token: { access_token: string; token_type: string };
    }): void;
    logout(names: string[]): void;
  };
}

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

/** Swagger UI renders its servers select without a label; screen readers then announce nothing. */
function useServerSelectLabel(container: RefObject<HTMLDivElement | null>): void {
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const label = () => {
      for (const select of root.querySelectorAll('select#servers:not([aria-label])'))
        select.setAttribute('aria-label', 'Servers');
    };
    label();
    const observer = new MutationObserver(label);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [container]);
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
  const [system, setSystem] = useState<ViewerSystem | null>(null);
  const schemes = useMemo(() => tokenSchemes(document), [document]);
  useViewerStyles();

  useEffect(() => {
    if (!system || schemes.length === 0) return;
    if (accessToken) authorize(system, schemes, accessToken);
    else system.authActions.logout(schemes.map((scheme) => scheme.name));
  }, [system, schemes, accessToken]);

  const container = useRef<HTMLDivElement>(null);
  useServerSelectLabel(container);

  return (
    <div className="openapi-viewer" ref={container}>
      <SwaggerUI
        spec={document}
        onComplete={(loaded: ViewerSystem) => setSystem(loaded)}
        docExpansion="list"
        defaultModelsExpandDepth={0}
        deepLinking={false}
        displayRequestDuration
        persistAuthorization={false}
        tryItOutEnabled={false}
      />
    </div>
  );
}
