/**
 * Whether this browser can make and use passkeys at all (WebAuthn, in a secure context). A file of
 * its own: the code screen asks before the ceremonies' file has loaded.
 */
export function passkeysSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    window.isSecureContext &&
    typeof window.PublicKeyCredential === 'function' &&
    typeof navigator.credentials?.create === 'function'
  );
}
