import type { PartitionShape, SequenceState } from './catalog';

/**
 * An archive is gzip-compressed text: this header as one line of JSON, then for each table a line
 * `#table NAME` followed by one line per row (PostgreSQL's own JSON of the row, which always starts
 * with a brace), and a last line `#end` so that a cut-off file is told from a whole one.
 */
export interface ArchiveHeader {
  format: typeof ARCHIVE_FORMAT;
  version: 1;
  createdAt: string;
  /** The migrations the database had: a restore runs exactly these first, and the newer ones after. */
  migrations: string[];
  tables: { name: string; rows: number; checksum: string }[];
  partitions: PartitionShape[];
  sequences: SequenceState[];
}

export const ARCHIVE_FORMAT = 'ddp-portal-archive';

/** Rows sent to the database in one statement while restoring, and the text they may reach. */
export const RESTORE_BATCH_ROWS = 500;
export const RESTORE_BATCH_CHARS = 8 * 1024 * 1024;

/** Rows read at a time from the snapshot's cursor. */
export const READ_BATCH_ROWS = 500;

/** An archive that cannot be restored, or a target that cannot take it: said to the operator as is. */
export class ArchiveError extends Error {}

export const TABLE_MARK = '#table ';
export const END_MARK = '#end';
