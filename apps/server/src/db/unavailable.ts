import { DATABASE_TIMEOUT } from './timed-pool';

// Connection-level failures of PostgreSQL (class 08, shutdown 57P0x) and of the socket under it; a
// statement without an answer in time (timed-pool.ts) or cancelled by a statement_timeout the
// operator set on the server (57014).
const UNAVAILABLE_CODES = new Set([
  DATABASE_TIMEOUT,
  '57014',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
]);

/** Whether a failure means the database is out of reach for now: the error handler answers 503. */
export function databaseUnavailable(error: { code?: string; message?: string }): boolean {
  const code = error.code ?? '';
  return (
    UNAVAILABLE_CODES.has(code) ||
    code.startsWith('08') ||
    /Connection terminated|timeout exceeded when trying to connect/.test(error.message ?? '')
  );
}
