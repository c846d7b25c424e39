import {
  type BaseReply,
  paths,
  type ServiceListReply,
  type ServiceOption,
  splitServiceOption,
} from '@ddp/contract';
import { ApiError, getEncrypted, postEncrypted, signedIn } from './api-client';

// The catalogue's lists and documents, shared by the API documentation screen and the quickstart,
// which reads the live API's document: one query each, so a screen with both asks once.

/** Basic services are for everyone; advanced ones for the companies granted them (spec section 2). */
export type ServiceKind = 'basic' | 'advanced';

export interface OpenApiDocument {
  [key: string]: unknown;
}

export const catalogueKeys = {
  all: ['catalogue'] as const,
  services: (kind: ServiceKind, consumerId: string) => ['catalogue', 'services', kind, consumerId] as const,
  document: (kind: ServiceKind, value: string) => ['catalogue', 'document', kind, value] as const,
  operations: (consumerId: string) => ['catalogue', 'operations', consumerId] as const,
};

/** list-basic-docs is a GET with the encrypted query, list-advanced-docs a POST (spec section 7). */
export async function fetchServiceOptions(kind: ServiceKind, consumerId: string): Promise<ServiceOption[]> {
  const reply =
    kind === 'basic'
      ? await getEncrypted<ServiceListReply>(paths.listBasicDocs, { consumerId }, signedIn)
      : await postEncrypted<ServiceListReply>(paths.listAdvancedDocs, { consumerId }, signedIn);
  return reply.message.serviceOptions;
}

/** The document as published; the option value is split at ':v' as the contract says. */
export async function fetchDocument(
  kind: ServiceKind,
  value: string,
  consumerId: string,
): Promise<OpenApiDocument> {
  const service = splitServiceOption(value);
  if (!service) throw new ApiError(`"${value}" is not a service with version.`, 400);
  const reply = await postEncrypted<BaseReply & { message: unknown }>(
    kind === 'basic' ? paths.viewBasicDocs : paths.viewAdvancedDocs,
    { ...service, consumerId },
    signedIn,
  );
  const document = reply.message;
  if (!document || typeof document !== 'object' || Array.isArray(document)) {
    throw new ApiError('The service has no readable OpenAPI document.', 500);
  }
  return document as OpenApiDocument;
}

/** The catalogue's queries, one definition for the screen, its calls at start and the quickstart. */
export const catalogueQueries = {
  services: (kind: ServiceKind, consumerId: string) => ({
    queryKey: catalogueKeys.services(kind, consumerId),
    queryFn: () => fetchServiceOptions(kind, consumerId),
  }),
  document: (kind: ServiceKind, value: string, consumerId: string) => ({
    queryKey: catalogueKeys.document(kind, value),
    queryFn: () => fetchDocument(kind, value, consumerId),
  }),
};
