/** The port of the test server; E2E_PORT lets two runs on one machine use different ports. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
export const E2E_ORIGIN = `http://127.0.0.1:${E2E_PORT}`;
