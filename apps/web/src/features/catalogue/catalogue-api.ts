import { type DocsOperation, type DocsOperationsReply, paths } from '@ddp/contract';
import { postEncrypted, signedIn } from '../../lib/api-client';

/** Every operation of the services the caller may read, for the screen's search (ours). */
export async function fetchDocsOperations(consumerId: string): Promise<DocsOperation[]> {
  const reply = await postEncrypted<DocsOperationsReply>(paths.searchDocs, { consumerId }, signedIn);
  return reply.message.operations;
}
