// Schemas validate without generated code. The portal's Content Security Policy forbids eval, and
// zod's probe for it (a caught `new Function`) is still reported as a violation on every page.
// A classic deferred script runs before the app's modules, so this holds before any schema exists.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
