// Anything that could carry a secret is replaced before the line is written.
const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-mfa-value"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.newPass',
  '*.oldPass',
  '*.confirmpassword',
  '*.oldpassword',
  '*.token',
  '*.userToken',
  '*.secret',
  '*.client_secret',
  '*.totp_secret',
  '*.encryptData',
  '*.code',
];

/**
 * pino's options. `pretty`: lines for a person at a terminal (pino-pretty, in a worker thread of
 * pino's transport), else one JSON object a line for a log pipeline. Redaction happens first either way.
 */
export function loggerOptions(level: string, pretty = false) {
  return {
    level,
    ...(pretty
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname', singleLine: true },
          },
        }
      : {}),
    redact: { paths: REDACT, censor: '[redacted]' },
    serializers: {
      // The query string may hold an encrypted payload; the path alone is enough to trace a call.
      req: (req: { method: string; url: string; ip?: string; id?: string }) => ({
        method: req.method,
        path: req.url.split('?')[0],
        ip: req.ip,
      }),
    },
  };
}
