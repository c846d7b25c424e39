import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import { z } from 'zod';
import { archiveToFile } from '../../db/archive/archive-files';
import type { Db } from '../../db/database';
import type { Clock } from '../../platform/clock';
import { readPlain } from '../../platform/http/encrypted';

/** It takes no options: a misspelt one is refused rather than ignored, before any work is done. */
export const opsBackupQuery = z.strictObject({});

/**
 * `npm run ops -- backup --out FILE`: the whole database as an archive, from one consistent
 * snapshot, while the portal serves on. The archive is written to a private temporary file first and
 * sent from there, so that a slow download never holds the snapshot (on the embedded database, a
 * transaction holds its one connection).
 */
export function backupOpsRoutes(
  app: FastifyInstance,
  opts: { guard: preHandlerHookHandler; db: Db; clock: Clock; beforeSnapshot: () => Promise<void> },
) {
  const { guard, db, clock, beforeSnapshot } = opts;
  app.get('/v1/ops/backup', { preHandler: guard }, async (req, reply) => {
    readPlain(req, opsBackupQuery);
    // Events recorded in batches (the audit trail, API calls) are written first, so they are in it.
    await beforeSnapshot();
    const folder = await mkdtemp(path.join(tmpdir(), 'portal-backup-'));
    const file = path.join(folder, 'portal.archive.gz');
    const now = clock.now();
    try {
      const header = await archiveToFile(db, file, now);
      req.log.info(
        {
          event: 'backup.made',
          tables: header.tables.length,
          rows: header.tables.reduce((n, t) => n + t.rows, 0),
        },
        'backup made',
      );
    } catch (error) {
      await rm(folder, { recursive: true, force: true });
      throw error;
    }
    const stream = createReadStream(file);
    stream.once('close', () => void rm(folder, { recursive: true, force: true }));
    const stamp = now.toISOString().replace(/[:.]/g, '-');
    return reply
      .type('application/gzip')
      .header('content-disposition', `attachment; filename="portal-${stamp}.archive.gz"`)
      .header('cache-control', 'no-store')
      .send(stream);
  });
}
