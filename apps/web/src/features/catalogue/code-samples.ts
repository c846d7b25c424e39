import oasToSnippet from '@readme/oas-to-snippet';
import Oas from 'oas';
import type { OpenApiDocument } from '../../lib/docs-api';
import { tokenSchemes } from './token-schemes';

/** The languages of the code samples, each with the snippet library's own name of its client. */
export const SAMPLE_LANGUAGES = [
  { id: 'curl', label: 'curl', language: 'shell' },
  { id: 'javascript', label: 'JavaScript', language: ['javascript', 'fetch'] },
  { id: 'python', label: 'Python', language: ['python', 'requests'] },
] as const;

export type SampleLanguage = (typeof SAMPLE_LANGUAGES)[number]['id'];

export interface CodeSample {
  id: SampleLanguage;
  label: string;
  code: string;
}

/** Stands for the reader's access token until they fetch one ('Try it with my credentials'). */
export const TOKEN_PLACEHOLDER = 'YOUR_ACCESS_TOKEN';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A relative server URL (`/v1/sample`) means this portal: the samples name it in full, so that
 * they run as they are from a terminal.
 */
function withAbsoluteServers(document: OpenApiDocument, origin: string): OpenApiDocument {
  if (!Array.isArray(document.servers)) return document;
  const servers = document.servers.map((server: unknown) => {
    if (!isRecord(server) || typeof server.url !== 'string' || !/^\/(?!\/)/.test(server.url)) return server;
    return { ...server, url: `${origin}${server.url}` };
  });
  return { ...document, servers };
}

/** The example a parameter's author gave (its own, its schema's, a default or the first enum value). */
function exampleOf(parameter: Record<string, unknown>): unknown {
  if (parameter.example !== undefined) return parameter.example;
  if (isRecord(parameter.examples)) {
    const first = Object.values(parameter.examples)[0];
    if (isRecord(first) && first.value !== undefined) return first.value;
  }
  const schema = isRecord(parameter.schema) ? parameter.schema : {};
  if (schema.example !== undefined) return schema.example;
  if (schema.default !== undefined) return schema.default;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0];
  return undefined;
}

type Values = Record<'path' | 'query' | 'header' | 'cookie', Record<string, unknown>> & { body?: unknown };

/**
 * What the samples fill in: every path parameter (its example, else `{name}` as a visible gap),
 * and the query and header parameters that are required or have an example; a JSON body from the
 * document's first request example.
 */
export function exampleValues(operation: {
  getParameters(): unknown[];
  getRequestBodyExamples(): unknown[];
}): Values {
  const values: Values = { path: {}, query: {}, header: {}, cookie: {} };
  for (const parameter of operation.getParameters()) {
    if (!isRecord(parameter) || typeof parameter.name !== 'string') continue;
    const where = parameter.in;
    if (where !== 'path' && where !== 'query' && where !== 'header' && where !== 'cookie') continue;
    const example = exampleOf(parameter);
    if (where === 'path') values.path[parameter.name] = example ?? `{${parameter.name}}`;
    else if (example !== undefined) values[where][parameter.name] = example;
    else if (parameter.required === true) values[where][parameter.name] = `{${parameter.name}}`;
  }
  const [bodyExample] = operation.getRequestBodyExamples();
  if (isRecord(bodyExample) && Array.isArray(bodyExample.examples)) {
    const first: unknown = bodyExample.examples[0];
    if (isRecord(first) && first.value !== undefined) values.body = first.value;
  }
  return values;
}

export type SampleMaker = (path: string, method: string, token?: string) => CodeSample[];

/**
 * Code samples for the operations of one document, made by ReadMe's OpenAPI snippet library from
 * the document itself: the server, the parameters' examples and the token schemes that an access
 * token of the portal fills (token-schemes.ts). An operation the library cannot describe gets none.
 */
export function sampleMaker(document: OpenApiDocument, origin: string): SampleMaker {
  const api = new Oas(withAbsoluteServers(structuredClone(document), origin) as never);
  const schemes = tokenSchemes(document);
  return (path, method, token) => {
    const verb = method.toLowerCase();
    if (!api.getPaths()[path]?.[verb as 'get']) return [];
    const operation = api.operation(path, verb as 'get');
    const auth = Object.fromEntries(schemes.map((scheme) => [scheme.name, token || TOKEN_PLACEHOLDER]));
    const values = exampleValues(operation);
    const samples: CodeSample[] = [];
    for (const { id, label, language } of SAMPLE_LANGUAGES) {
      try {
        const { code } = oasToSnippet(api, operation, values, auth, language as never);
        if (code) samples.push({ id, label, code });
      } catch {
        // A document the library cannot read for this language: that sample is left out.
      }
    }
    return samples;
  };
}
