import { readFileSync } from 'node:fs';
import { defaultPortalLinks } from '@ddp/contract';
import { describe, expect, it } from 'vitest';
import { configProblemsOf } from '../../test/test-support/config-problems';
import { loadConfig, operatorListenerOf } from './config';

/** The modules a source file imports, by specifier. */
const importsOf = (file: URL) =>
  [...readFileSync(file, 'utf8').matchAll(/^import[^'"]*['"]([^'"]+)['"]/gm)].map((m) => m[1]!);

describe('the configuration schema', () => {
  it("imports nothing of the portal's own: every other layer may read it without dragging more along", () => {
    const ours = importsOf(new URL('./config.ts', import.meta.url)).filter(
      (specifier) => specifier.startsWith('.') || specifier.startsWith('@ddp/'),
    );
    expect(ours).toEqual([]);
  });

  // The browser shows the contract's defaults until it has read the configuration: both must agree.
  it('names the same footer targets by default as the browser does before it reads them', () => {
    expect(loadConfig({}).footerLinks).toEqual(defaultPortalLinks);
  });

  it('reports bad values and a broken rule between two other values in one go', () => {
    expect(
      configProblemsOf({
        PORT: 'x',
        REQUEST_TIMEOUT_SECONDS: '5',
        HEADERS_TIMEOUT_SECONDS: '6',
        LOG_LEVEL: 'loud',
      }),
    ).toEqual([
      'PORT must be a whole number from 1 to 65535 (got "x")',
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
      'HEADERS_TIMEOUT_SECONDS must not be longer than REQUEST_TIMEOUT_SECONDS (the headers are part of the request)',
    ]);
  });

  it('treats a value of spaces as not set, and trims the others', () => {
    const config = loadConfig({
      PORT: ' 9090 ',
      SMTP_URL: '   ',
      MAIL_FROM: ' Portal <portal@example.com> ',
    });
    expect([config.port, config.smtpUrl, config.mailFrom]).toEqual([
      9090,
      undefined,
      'Portal <portal@example.com>',
    ]);
  });

  it("gives the operator CLI the server's own reading of the operator listener", () => {
    expect(operatorListenerOf({ NODE_ENV: 'production' })).toEqual({
      listener: { host: '127.0.0.1', port: 8081 },
      problems: [],
    });
    expect(operatorListenerOf({ OPS_PORT: '8080' }).problems).toEqual([
      'OPS_PORT must differ from PORT (8080): the operator API listens apart from the public one',
    ]);
  });
});
