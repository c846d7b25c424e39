import { createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { callOperatorApi, notTheOperatorApi } from './operator-url';

export const BACKUP_USAGE = `  backup --out FILE                      the whole database, from one consistent snapshot, while
                                         the portal runs; restore with: npm run data -- restore FILE`;

/**
 * Saves the running portal's backup to `out`, readable by its owner only, never over an existing
 * file. MASTER_KEY is not in it: keep it apart, a restore needs the same one.
 */
export async function backupCommand(base: string, token: string, out: string | undefined): Promise<number> {
  if (!out) {
    console.error('backup needs --out FILE');
    return 2;
  }
  const response = await callOperatorApi(base, '/v1/ops/backup', {
    method: 'GET',
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok || !response.body) {
    const reply = (await response.json().catch(() => ({}))) as { message?: string };
    throw new Error(
      notTheOperatorApi(base, response.status, reply.message) ?? reply.message ?? `HTTP ${response.status}`,
    );
  }
  await pipeline(
    Readable.fromWeb(response.body as WebReadableStream<Uint8Array>),
    createWriteStream(out, { mode: 0o600, flags: 'wx' }),
  );
  console.log(`Backup written to ${out} (${(await stat(out)).size} bytes).`);
  return 0;
}
