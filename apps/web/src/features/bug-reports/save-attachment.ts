import type { BugAttachment } from '@ddp/contract';
import { base64Bytes, saveFile } from '../../lib/save-file';

/** The attachment's bytes from the base64 the server sends. */
export function attachmentBytes(attachment: Pick<BugAttachment, 'content'>): Uint8Array<ArrayBuffer> {
  return base64Bytes(attachment.content);
}

/** Offers the attachment as a download under its own name. */
export function saveAttachment(attachment: BugAttachment): void {
  saveFile(base64Bytes(attachment.content), attachment.name, attachment.contentType);
}
