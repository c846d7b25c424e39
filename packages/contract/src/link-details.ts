// Without zod, so that the screens' shared kit can read mailed links without the forms' schemas.

/** The reset link's `details`: the payload as JSON, base64url, then URL-encoded in the query. */
export function encodeLinkDetails(payload: object): string {
  const json = new TextEncoder().encode(JSON.stringify(payload));
  let binary = '';
  for (const byte of json) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function decodeLinkDetails(details: string): unknown {
  try {
    const binary = atob(details.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return undefined;
  }
}
