import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from './config';

/**
 * The master key comes from MASTER_KEY; outside production a missing one is generated once into
 * DATA_DIR so that a fresh clone starts without set-up (config refuses production without it).
 */
export async function resolveMasterKey(config: Config): Promise<{ key: Buffer; generated: boolean }> {
  if (config.masterKey) return { key: config.masterKey, generated: false };
  const file = path.join(config.dataDir, 'master.key');
  try {
    const stored = Buffer.from((await readFile(file, 'utf8')).trim(), 'base64');
    if (stored.length === 32) return { key: stored, generated: false };
    throw new Error(`${file} does not hold a 32-byte key`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const key = randomBytes(32);
  await mkdir(config.dataDir, { recursive: true });
  await writeFile(file, key.toString('base64'), { mode: 0o600, flag: 'wx' });
  return { key, generated: true };
}
