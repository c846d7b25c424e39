import type { NewsAttachment } from '@ddp/contract';

/** The bytes of a base64 attachment (the reply of get-news carries files as base64). */
export function attachmentBytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** Saves an attachment under its own name; the file is never opened inside the portal. */
export function saveAttachment(file: NewsAttachment): void {
  const url = URL.createObjectURL(new Blob([attachmentBytes(file.content)], { type: file.contentType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by now; the URL is not needed any longer.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** '12 KB' beside a file name, so a reader knows what a click will fetch. */
export function fileSize(base64: string): string {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  const bytes = (base64.length / 4) * 3 - padding;
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
