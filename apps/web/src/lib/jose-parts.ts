// The three parts of jose the portal uses. Loaded through this module, the bundle holds only
// them: a dynamic import of 'jose' itself keeps the whole library (signatures, JWT, remote key
// sets), which every signed-in screen then downloaded.
export { base64url, CompactEncrypt, importJWK } from 'jose';
