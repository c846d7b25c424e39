import { randomUUID } from 'node:crypto';
import { type FileHandle, open, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * An attachment on its way in, held on local disk instead of in memory until the report is stored.
 * Its name is removed as soon as the file is open, so a refused or broken request, and even a crash,
 * leaves nothing behind: the space is given back when the handle closes (POSIX semantics; the
 * server runs on Linux).
 */
export class Spool {
  #size = 0;

  private constructor(private readonly handle: FileHandle) {}

  static async create(dir: string = tmpdir()): Promise<Spool> {
    const file = path.join(dir, `ddp-upload-${randomUUID()}`);
    const handle = await open(file, 'wx+', 0o600);
    try {
      await unlink(file);
    } catch (error) {
      await handle.close();
      throw error;
    }
    return new Spool(handle);
  }

  get size(): number {
    return this.#size;
  }

  async append(bytes: Uint8Array): Promise<void> {
    let written = 0;
    while (written < bytes.length) {
      const { bytesWritten } = await this.handle.write(
        bytes,
        written,
        bytes.length - written,
        this.#size + written,
      );
      written += bytesWritten;
    }
    this.#size += bytes.length;
  }

  /** The contents from the start, in pieces of `pieceBytes` (the last may be shorter). */
  async *pieces(pieceBytes: number): AsyncGenerator<Buffer> {
    for (let at = 0; at < this.#size; at += pieceBytes) {
      const piece = Buffer.allocUnsafe(Math.min(pieceBytes, this.#size - at));
      let read = 0;
      while (read < piece.length) {
        const { bytesRead } = await this.handle.read(piece, read, piece.length - read, at + read);
        if (bytesRead === 0) throw new Error('the spooled attachment is shorter than what was written');
        read += bytesRead;
      }
      yield piece;
    }
  }

  close(): Promise<void> {
    return this.handle.close();
  }
}
