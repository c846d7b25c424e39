// Without zod, so that the screens' shared kit can read mailed links without the forms' schemas.
import { base64urlToBytes, bytesToBase64url } from './base64url';

/** The reset link's `details`: the payload as JSON, base64url, then URL-encoded in the query. */
export function encodeLinkDetails(payload: object): string {
  return bytesToBase64url(new TextEncoder().encode(JSON.stringify(payload)));
}

export function decodeLinkDetails(details: string): unknown {
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(base64urlToBytes(details)));
  } catch {
    return undefined;
  }
}
