import type { BugAttachment } from '@ddp/contract';

/** The attachment's bytes from the base64 the server sends. */
export function attachmentBytes(attachment: Pick<BugAttachment, 'content'>): Uint8Array<ArrayBuffer> {
  const binary = atob(attachment.content);
  const bytes = new Uint8Array(binary.length);
  for (let at = 0; at < binary.length; at += 1) bytes[at] = binary.charCodeAt(at);
  return bytes;
}

/** Offers the attachment as a download under its own name. */
export function saveAttachment(attachment: BugAttachment): void {
  const url = URL.createObjectURL(new Blob([attachmentBytes(attachment)], { type: attachment.contentType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = attachment.name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once started; the next tick is late enough to let go.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
