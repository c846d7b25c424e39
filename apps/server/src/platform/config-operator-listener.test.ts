import { describe, expect, it } from 'vitest';
import { configProblemsOf } from '../../test/test-support/config-problems';
import { loadConfig } from './config';
import { localUrlOf } from './operator-listener';

const production = {
  NODE_ENV: 'production',
  MASTER_KEY: 'ab'.repeat(32),
  SMTP_URL: 'smtp://mail.internal',
  PUBLIC_URL: 'https://portal.example',
};

describe('OPS_HOST and OPS_PORT', () => {
  it('keep the operator API on the public listener outside production unless OPS_PORT is set', () => {
    expect(loadConfig({}).operatorListener).toBeUndefined();
    expect(loadConfig({ OPS_PORT: '9000' }).operatorListener).toEqual({ host: '127.0.0.1', port: 9000 });
    expect(loadConfig({ OPS_HOST: '10.0.0.7', OPS_PORT: '9000' }).operatorListener).toEqual({
      host: '10.0.0.7',
      port: 9000,
    });
  });

  it('put it apart in production, on loopback port 8081 by default', () => {
    expect(loadConfig(production).operatorListener).toEqual({ host: '127.0.0.1', port: 8081 });
    expect(loadConfig({ ...production, OPS_HOST: '10.0.0.7' }).operatorListener).toEqual({
      host: '10.0.0.7',
      port: 8081,
    });
  });

  it('refuse what cannot work, in a sentence each', () => {
    expect(configProblemsOf({ OPS_HOST: '127.0.0.1' })).toEqual([
      'OPS_HOST needs OPS_PORT: outside production the operator API shares the public listener unless OPS_PORT is set',
    ]);
    expect(configProblemsOf({ OPS_PORT: 'admin' })).toEqual([
      'OPS_PORT must be a whole number from 1 to 65535 (got "admin")',
    ]);
    expect(configProblemsOf({ PORT: '9000', OPS_PORT: '9000' })).toEqual([
      'OPS_PORT must differ from PORT (9000): the operator API listens apart from the public one',
    ]);
    expect(configProblemsOf({ ...production, PORT: '8081' })).toEqual([
      'OPS_PORT must differ from PORT (8081): the operator API listens apart from the public one',
    ]);
  });

  it('tell a client on this machine where to call', () => {
    expect(localUrlOf({ host: '127.0.0.1', port: 8081 })).toBe('http://127.0.0.1:8081');
    expect(localUrlOf({ host: '0.0.0.0', port: 8081 })).toBe('http://127.0.0.1:8081');
    expect(localUrlOf({ host: '::', port: 8081 })).toBe('http://[::1]:8081');
    expect(localUrlOf({ host: 'fd00::7', port: 8081 })).toBe('http://[fd00::7]:8081');
  });
});
