/** The bytes of a file sent as base64 (attachments of news and bug reports). */
export function base64Bytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let at = 0; at < binary.length; at += 1) bytes[at] = binary.charCodeAt(at);
  return bytes;
}

/**
 * Offers a file as a download under the given name, through a blob URL: it is saved, never
 * opened inside the portal, so nothing in it runs in the portal's origin.
 */
export function saveFile(content: Uint8Array<ArrayBuffer> | string, name: string, contentType: string): void {
  const url = URL.createObjectURL(new Blob([content], { type: contentType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once started; the next tick is late enough to let go.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
