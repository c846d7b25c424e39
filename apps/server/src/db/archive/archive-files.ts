import { createReadStream, createWriteStream } from 'node:fs';
import { PassThrough } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import type { Db } from '../database';
import { ArchiveError, type ArchiveHeader } from './archive-format';
import { type RestoreSummary, restoreArchive } from './restore-archive';
import { writeArchive } from './write-archive';

/**
 * The archive of `db` into `file`, compressed. The file is readable by its owner only: it holds
 * every account's password hash and the encrypted secrets (MASTER_KEY is not in it).
 */
export async function archiveToFile(db: Db, file: string, now: Date): Promise<ArchiveHeader> {
  const text = new PassThrough();
  const written = pipeline(text, createGzip(), createWriteStream(file, { mode: 0o600, flags: 'wx' }));
  try {
    const header = await writeArchive(db, text, now);
    text.end();
    await written;
    return header;
  } catch (error) {
    text.destroy();
    await written.catch(() => {});
    throw error;
  }
}

/** Restores a file made by archiveToFile (or the operator API's backup) into an empty database. */
export async function restoreFromFile(db: Db, file: string): Promise<RestoreSummary> {
  const text = new PassThrough();
  let unreadable: (Error & { code?: string }) | undefined;
  const reading = pipeline(createReadStream(file), createGunzip(), text).catch((error: Error) => {
    unreadable = error;
  });
  try {
    const summary = await restoreArchive(db, text);
    // Anything after the last line is not read: drained, so that the reading ends.
    text.resume();
    await reading;
    return summary;
  } catch (error) {
    text.destroy();
    await reading;
    // A restore that failed on its own stops the reading early: only a file or gzip fault is the cause.
    if (unreadable && unreadable.code !== 'ERR_STREAM_PREMATURE_CLOSE')
      throw new ArchiveError(`the archive cannot be read: ${describe(unreadable)}`);
    throw error;
  }
}

function describe(error: Error & { code?: string }): string {
  if (error.code === 'ENOENT') return 'there is no such file';
  if (error.code === 'Z_DATA_ERROR' || error.code === 'Z_BUF_ERROR')
    return 'it is not a gzip file, or it is damaged';
  return error.message;
}
