import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from './config';

export const OPERATOR_TOKEN_FILE = 'operator.token';

/**
 * The operator API's bearer token: OPERATOR_TOKEN, or outside production one generated once into
 * DATA_DIR. In production without OPERATOR_TOKEN the operator API stays off.
 */
export async function resolveOperatorToken(
  config: Pick<Config, 'operatorToken' | 'nodeEnv' | 'dataDir'>,
): Promise<{ token: string | undefined; generated: boolean }> {
  if (config.operatorToken) return { token: config.operatorToken, generated: false };
  if (config.nodeEnv === 'production') return { token: undefined, generated: false };
  const file = path.join(config.dataDir, OPERATOR_TOKEN_FILE);
  try {
    return { token: (await readFile(file, 'utf8')).trim(), generated: false };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const token = randomBytes(32).toString('base64url');
  await mkdir(config.dataDir, { recursive: true });
  await writeFile(file, token, { mode: 0o600, flag: 'wx' });
  return { token, generated: true };
}

/** Compares digests, so neither the length nor the content of the token leaks through timing. */
export function operatorTokenMatches(expected: string, given: string | undefined): boolean {
  if (!given) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(expected), digest(given));
}
