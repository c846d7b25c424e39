import type { NewsAttachment } from '@ddp/contract';
import { formatDecimal } from '../../lib/format-gmt';
import { base64Bytes, saveFile } from '../../lib/save-file';

/** The bytes of a base64 attachment (the reply of get-news carries files as base64). */
export const attachmentBytes = base64Bytes;

/** Saves an attachment under its published name. */
export function saveAttachment(file: NewsAttachment): void {
  saveFile(base64Bytes(file.content), file.filename, file.contentType);
}

/** '12 KB' beside a file name, so a reader knows what a click will fetch. */
export function fileSize(base64: string): string {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  const bytes = (base64.length / 4) * 3 - padding;
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${formatDecimal(bytes / 1024 / 1024)} MB`;
}
