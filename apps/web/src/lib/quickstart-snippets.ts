import { messages } from '@ddp/contract';
/**
 * The quickstart's one source: from the token service's metadata (RFC 8414) and the OpenAPI
 * document of the live sample API, the endpoints, the grant and ready-to-run examples (curl,
 * JavaScript fetch, Python requests) for one client. Every screen that shows a quickstart renders
 * what this returns; nothing here is typed per screen. Pure: no fetch, no React.
 */

import { LIVE_SERVICE_ID, type TokenServiceMetadata } from './live-service';

export { LIVE_SERVICE_ID, type TokenServiceMetadata };

/** The path of the metadata below the issuer (RFC 8414 section 3). */
export const DISCOVERY_PATH = '/.well-known/oauth-authorization-server';

export const GRANT = 'client_credentials';

/** Stands where the secret goes when the screen does not show it. */
export const SECRET_PLACEHOLDER = '<your client secret>';

/** One request of the live API that needs nothing but the token. */
export interface LiveCall {
  method: 'GET';
  url: string;
  /** The operation's summary, or its path. */
  summary: string;
  apiTitle: string;
}

export type SnippetLanguage = 'curl' | 'javascript' | 'python';

export interface Snippet {
  language: SnippetLanguage;
  label: string;
  /** How to run it, one short sentence. */
  run: string;
  code: string;
}

export interface Quickstart {
  tokenEndpoint: string;
  discoveryUrl: string;
  grant: string;
  /** True when the examples carry the real secret. */
  withSecret: boolean;
  call: LiveCall | null;
  snippets: Snippet[];
}

export interface QuickstartInput {
  metadata: TokenServiceMetadata;
  /** The OpenAPI document of the live API; without one the examples stop at the token. */
  document?: Record<string, unknown> | null;
  clientId: string;
  /** The secret when the screen shows it; otherwise the examples carry {@link SECRET_PLACEHOLDER}. */
  secret?: string | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A word for POSIX shells: single quotes, each ' written as '\''. Nothing inside is expanded. */
export function shellQuote(value: string): string {
  return `'${value.replaceAll("'", `'\\''`)}'`;
}

/** A string literal for JavaScript and for Python 3: JSON's escapes are valid in both. */
export function stringLiteral(value: string): string {
  // U+2028/2029 are escaped too, so the literal survives any editor or older parser.
  return JSON.stringify(value).replaceAll('\u2028', '\\u2028').replaceAll('\u2029', '\\u2029');
}

/** The example value of a parameter (its own, or its schema's), if it has one. */
function exampleOf(parameter: Record<string, unknown>): string | undefined {
  const schema = isRecord(parameter.schema) ? parameter.schema : {};
  const example = parameter.example ?? schema.example ?? schema.default;
  return typeof example === 'string' || typeof example === 'number' ? String(example) : undefined;
}

/**
 * The first GET operation of the document that can be called with nothing but a token: every
 * required parameter is in the path or query and has an example. Relative server URLs are taken
 * relative to the issuer.
 */
export function liveCallOf(document: Record<string, unknown>, issuer: string): LiveCall | null {
  const servers = Array.isArray(document.servers) ? document.servers : [];
  const serverUrl = isRecord(servers[0]) && typeof servers[0].url === 'string' ? servers[0].url : null;
  if (serverUrl === null || !isRecord(document.paths)) return null;
  let base: URL;
  try {
    base = new URL(serverUrl, `${issuer}/`);
  } catch {
    return null;
  }
  const apiTitle =
    isRecord(document.info) && typeof document.info.title === 'string' ? document.info.title : '';
  for (const [path, item] of Object.entries(document.paths)) {
    if (!isRecord(item) || !isRecord(item.get)) continue;
    const operation = item.get;
    const parameters = [
      ...(Array.isArray(item.parameters) ? item.parameters : []),
      ...(Array.isArray(operation.parameters) ? operation.parameters : []),
    ].filter(isRecord);
    let filled = path;
    const query = new URLSearchParams();
    let callable = true;
    for (const parameter of parameters) {
      const name = typeof parameter.name === 'string' ? parameter.name : '';
      const required = parameter.in === 'path' || parameter.required === true;
      if (!required) continue;
      const value = exampleOf(parameter);
      if (value === undefined || (parameter.in !== 'path' && parameter.in !== 'query')) {
        callable = false;
        break;
      }
      if (parameter.in === 'path') filled = filled.replaceAll(`{${name}}`, encodeURIComponent(value));
      else query.append(name, value);
    }
    if (!callable) continue;
    const url = new URL(base.href.replace(/\/+$/, '') + filled);
    for (const [name, value] of query) url.searchParams.append(name, value);
    const summary = typeof operation.summary === 'string' && operation.summary ? operation.summary : path;
    return { method: 'GET', url: url.href, summary, apiTitle };
  }
  return null;
}

/** The discovery URL of an issuer (RFC 8414 section 3: the well-known path after the host). */
export function discoveryUrlOf(issuer: string): string {
  const url = new URL(issuer);
  const path = url.pathname.replace(/\/+$/, '');
  return `${url.origin}${DISCOVERY_PATH}${path}`;
}

/** The line that names the example's API call: method, API and what the operation does. */
const callHeading = (call: LiveCall) =>
  `${call.method} ${call.apiTitle ? `${call.apiTitle}: ` : ''}${call.summary}`;

function curlSnippet(tokenEndpoint: string, clientId: string, secret: string, call: LiveCall | null): string {
  const lines = [
    `CLIENT_ID=${shellQuote(clientId)}`,
    `CLIENT_SECRET=${shellQuote(secret)}`,
    '',
    `# 1. An access token for the client (grant_type=${GRANT})`,
    'REPLY=$(curl -sS \\',
    `  --data-urlencode ${shellQuote(`grant_type=${GRANT}`)} \\`,
    '  --data-urlencode "client_id=$CLIENT_ID" \\',
    '  --data-urlencode "client_secret=$CLIENT_SECRET" \\',
    `  ${shellQuote(tokenEndpoint)})`,
    `TOKEN=$(printf '%s\\n' "$REPLY" | sed -n 's/.*"access_token" *: *"\\([^"]*\\)".*/\\1/p')`,
    '',
  ];
  // No `exit` on failure: pasted into an interactive shell, it would close the terminal.
  if (call) {
    lines.push(
      `# 2. ${callHeading(call)}`,
      'if [ -n "$TOKEN" ]; then',
      `  curl -sS -w '\\nHTTP %{http_code}\\n' \\`,
      '    -H "Authorization: Bearer $TOKEN" \\',
      `    ${shellQuote(call.url)}`,
    );
  } else {
    lines.push('if [ -n "$TOKEN" ]; then', '  echo "$TOKEN"');
  }
  lines.push('else', '  echo "No access token: $REPLY" >&2', 'fi');
  return `${lines.join('\n')}\n`;
}

function javascriptSnippet(
  tokenEndpoint: string,
  clientId: string,
  secret: string,
  call: LiveCall | null,
): string {
  const lines = [
    `const clientId = ${stringLiteral(clientId)};`,
    `const clientSecret = ${stringLiteral(secret)};`,
    '',
    `// 1. An access token for the client (grant_type=${GRANT})`,
    `const tokenReply = await fetch(${stringLiteral(tokenEndpoint)}, {`,
    '  method: "POST",',
    '  body: new URLSearchParams({',
    `    grant_type: ${stringLiteral(GRANT)},`,
    '    client_id: clientId,',
    '    client_secret: clientSecret,',
    '  }),',
    '});',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the example's own template literal
    'if (!tokenReply.ok) throw new Error(`token: ${tokenReply.status} ${await tokenReply.text()}`);',
    'const { access_token } = await tokenReply.json();',
  ];
  if (call) {
    lines.push(
      '',
      `// 2. ${callHeading(call)}`,
      `const reply = await fetch(${stringLiteral(call.url)}, {`,
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the example's own template literal
      '  headers: { Authorization: `Bearer ${access_token}` },',
      '});',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the example's own template literal
      'console.log(`HTTP ${reply.status}`);',
      'console.log(JSON.stringify(await reply.json(), null, 2));',
    );
  } else {
    lines.push('console.log(access_token);');
  }
  return `${lines.join('\n')}\n`;
}

function pythonSnippet(
  tokenEndpoint: string,
  clientId: string,
  secret: string,
  call: LiveCall | null,
): string {
  const lines = [
    'import requests',
    '',
    `client_id = ${stringLiteral(clientId)}`,
    `client_secret = ${stringLiteral(secret)}`,
    '',
    `# 1. An access token for the client (grant_type=${GRANT})`,
    'token_reply = requests.post(',
    `    ${stringLiteral(tokenEndpoint)},`,
    `    data={"grant_type": ${stringLiteral(GRANT)}, "client_id": client_id, "client_secret": client_secret},`,
    '    timeout=10,',
    ')',
    'token_reply.raise_for_status()',
    'access_token = token_reply.json()["access_token"]',
  ];
  if (call) {
    lines.push(
      '',
      `# 2. ${callHeading(call)}`,
      'reply = requests.get(',
      `    ${stringLiteral(call.url)},`,
      '    headers={"Authorization": f"Bearer {access_token}"},',
      '    timeout=10,',
      ')',
      'print("HTTP", reply.status_code)',
      'print(reply.text)',
    );
  } else {
    lines.push('print(access_token)');
  }
  return `${lines.join('\n')}\n`;
}

/**
 * Everything a quickstart shows for one client. The examples authenticate with
 * client_secret_post: form fields need no Basic-header encoding of unusual ids and secrets.
 */
export function quickstartFor({ metadata, document, clientId, secret }: QuickstartInput): Quickstart {
  const withSecret = typeof secret === 'string' && secret !== '';
  const shownSecret = withSecret ? secret : SECRET_PLACEHOLDER;
  const call = document ? liveCallOf(document, metadata.issuer) : null;
  const tokenEndpoint = metadata.token_endpoint;
  const run = { withSecret: withSecret ? 'yes' : 'no', placeholder: SECRET_PLACEHOLDER };
  return {
    tokenEndpoint,
    discoveryUrl: discoveryUrlOf(metadata.issuer),
    grant: GRANT,
    withSecret,
    call,
    snippets: [
      {
        language: 'curl',
        label: 'curl',
        run: messages.kitRunCurl(run),
        code: curlSnippet(tokenEndpoint, clientId, shownSecret, call),
      },
      {
        language: 'javascript',
        label: 'JavaScript',
        run: messages.kitRunJavaScript(run),
        code: javascriptSnippet(tokenEndpoint, clientId, shownSecret, call),
      },
      {
        language: 'python',
        label: 'Python',
        run: messages.kitRunPython(run),
        code: pythonSnippet(tokenEndpoint, clientId, shownSecret, call),
      },
    ],
  };
}
