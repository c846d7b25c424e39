import type { DocsOperation, DocsOperationsReply } from '@ddp/contract';
import { paths } from '@ddp/contract';
import { postEncrypted, signedIn } from '../../lib/api-client';

export {
  catalogueKeys,
  fetchDocument,
  fetchServiceOptions,
  type OpenApiDocument,
  type ServiceKind,
} from '../../lib/docs-api';

/** Every operation of the services the caller may read, for the screen's search (ours). */
export async function fetchDocsOperations(consumerId: string): Promise<DocsOperation[]> {
  const reply = await postEncrypted<DocsOperationsReply>(paths.searchDocs, { consumerId }, signedIn);
  return reply.message.operations;
}
