import { SERVICE_ID_PATTERN } from '@ddp/contract';
import { compileErrors, validate } from '@readme/openapi-parser';
import { parse as parseYaml } from 'yaml';
import { BadRequest } from '../../platform/errors';

export interface CheckedDocument {
  serviceId: string;
  version: string;
  displayText: string;
  document: Record<string, unknown>;
}

/**
 * Reads a published document (JSON or YAML text) and checks it with a maintained OpenAPI parser;
 * an invalid one is refused with the parser's own message. The service id is `x-service-id` or the
 * title made into a slug; the version is info.version.
 */
export async function checkOpenApi(text: string, serviceIdOverride?: string): Promise<CheckedDocument> {
  let document: unknown;
  try {
    document = text.trimStart().startsWith('{') ? JSON.parse(text) : parseYaml(text);
  } catch (error) {
    throw new BadRequest(
      `The document is neither JSON nor YAML: ${error instanceof Error ? error.message : ''}`,
    );
  }
  if (!document || typeof document !== 'object' || !('openapi' in document)) {
    throw new BadRequest('The document is not an OpenAPI 3 document (no "openapi" field).');
  }
  // The parser resolves references in place; the stored document stays as published.
  const result = await validate(structuredClone(document) as Parameters<typeof validate>[0]);
  if (!result.valid) throw new BadRequest(compileErrors(result));
  const info = (document as unknown as { info: { title: string; version: string } }).info;
  const declared = (document as { 'x-service-id'?: unknown })['x-service-id'];
  const serviceId =
    serviceIdOverride ??
    (typeof declared === 'string'
      ? declared
      : info.title
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/^-|-$/g, ''));
  if (!SERVICE_ID_PATTERN.test(serviceId))
    throw new BadRequest(`"${serviceId}" is not a valid service id (a-z, 0-9, dashes).`);
  return {
    serviceId,
    version: String(info.version),
    displayText: `${info.title} v${info.version}`,
    document: document as Record<string, unknown>,
  };
}
