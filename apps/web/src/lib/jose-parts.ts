// The two parts of jose the portal uses. Loaded through this module, the bundle holds only
// them: a dynamic import of 'jose' itself keeps the whole library (signatures, JWT, remote key
// sets), which every signed-in screen then downloaded.
export { CompactEncrypt, importJWK } from 'jose';
