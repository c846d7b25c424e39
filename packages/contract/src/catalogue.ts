import { z } from 'zod';
import { limits } from './constants';
import { requiredText } from './fields';
import { messages } from './messages';
import type { ServiceOption } from './service-option';

const id = () => z.uuid({ error: () => messages.badRequest });

export const listDocsRequest = z.object({ consumerId: id() });

/** Service ids are lower-case slugs, so that `serviceId:vVersion` splits at ':v' without doubt. */
export const SERVICE_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const viewDocsRequest = z.object({
  serviceId: z
    .string({ error: () => messages.notFound })
    .regex(SERVICE_ID_PATTERN, { error: () => messages.notFound })
    .max(100),
  serviceVersion: z
    .string({ error: () => messages.notFound })
    .min(1)
    .max(50),
  consumerId: id(),
});

export const viewAdvancedServicesRequest = z.object({ consumerId: id() });

export const requestAdvancedServicesRequest = z.object({
  description: requiredText(() => messages.useCaseRequired, limits.textMaxLength),
  consumerId: id(),
});

export interface ServiceListReply {
  output: 'success';
  message: { serviceOptions: ServiceOption[] };
}

/** One operation of a published service, for the docs screen's search (POST search-docs, ours). */
export interface DocsOperation {
  kind: 'basic' | 'advanced';
  /** The service's option value, `serviceId:vVersion`. */
  service: string;
  /** The service's display text. */
  serviceText: string;
  live: boolean;
  method: string;
  path: string;
  summary: string | null;
  operationId: string | null;
  tags: string[];
}

export interface DocsOperationsReply {
  output: 'success';
  message: { operations: DocsOperation[] };
}

export interface AdvancedRequestItem {
  requestId: string;
  description: string;
  createdAt: string;
  service: { serviceName: string | null };
  status: string;
}
