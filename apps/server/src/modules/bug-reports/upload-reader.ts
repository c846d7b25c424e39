import type { Readable } from 'node:stream';
import { type AttachmentType, bugAttachmentLimits, messages } from '@ddp/contract';
import type { FastifyRequest } from 'fastify';
import { AppError, BadRequest } from '../../platform/errors';
import { cleanFileName, SNIFF_BYTES, sniffAttachmentType, storedFileName } from './content-type';
import { Spool } from './spool';

export interface ReceivedFile {
  /** The stored name: the sent one, cleaned, with the extension of the detected kind. */
  name: string;
  contentType: AttachmentType;
  size: number;
  spool: Spool;
}

export interface Upload {
  fields: Record<string, string>;
  files: ReceivedFile[];
  /** Gives back the disk the files took; call it once the report is stored or refused. */
  discard(): Promise<void>;
}

/** The account's attachment storage as an upload in progress sees it. */
export interface UploadBudget {
  /** Takes `bytes` more of the account's storage, or throws the quota's 413 when they do not fit. */
  claim(bytes: number): void;
}

// Text fields are short; the description's character cap in UTF-8 fits well under this.
const FIELD_BYTES = 64 * 1024;

/**
 * Options of the multipart parser. The parser lets one byte more than the limit through, so that the
 * reader sees a file cross it and answers at once instead of waiting for the end of the file.
 */
export const uploadOptions = {
  throwFileSizeLimit: false,
  limits: {
    fileSize: bugAttachmentLimits.maxFileBytes + 1,
    files: bugAttachmentLimits.maxFiles,
    fields: 20,
    parts: 40,
    fieldSize: FIELD_BYTES,
  },
};
const FILE_FIELDS = new Set(['files', 'files[]']);

export const tooManyFiles = () =>
  new AppError(413, messages.bugReportTooManyFiles, { code: 'too_many_files' });
export const fileTooLarge = (name: string) =>
  new AppError(413, messages.bugReportFileTooLarge(name), { code: 'file_too_large' });
export const wrongFileType = (name: string) =>
  new AppError(415, messages.bugReportFileType(name), { code: 'file_type' });

/**
 * Reads a multipart report, streaming each file to a spool on disk: the kind is judged from the
 * first bytes, the size and the account's storage while the bytes arrive. The first limit crossed
 * is answered at once, before the rest of the body is read, and nothing of the request is kept.
 */
export async function readUpload(req: FastifyRequest, budget: UploadBudget): Promise<Upload> {
  if (!req.isMultipart()) {
    throw new AppError(415, messages.bugReportNotMultipart, { code: 'not_multipart' });
  }
  const fields: Record<string, string> = {};
  const files: ReceivedFile[] = [];
  const spools: Spool[] = [];
  const discard = async () => {
    await Promise.all(spools.splice(0).map((spool) => spool.close()));
  };
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        if (!FILE_FIELDS.has(part.fieldname)) {
          part.file.resume();
          continue;
        }
        const spool = await Spool.create();
        spools.push(spool);
        const contentType = await receive(part.file, spool, cleanFileName(part.filename), budget);
        files.push({
          name: storedFileName(part.filename, contentType),
          contentType,
          size: spool.size,
          spool,
        });
      } else {
        if (part.valueTruncated || String(part.value).includes('\u0000'))
          throw new BadRequest(messages.badRequest);
        if (typeof part.value === 'string' && !Object.hasOwn(fields, part.fieldname)) {
          fields[part.fieldname] = part.value;
        }
      }
    }
  } catch (error) {
    await discard();
    if (error instanceof AppError) throw error;
    // The disk failing is the server's fault, not the request's: it is logged and answered 500.
    if (error instanceof Error && 'syscall' in error) throw error;
    if (error instanceof req.server.multipartErrors.FilesLimitError) throw tooManyFiles();
    throw new BadRequest(messages.badRequest);
  }
  return { fields, files, discard };
}

/** Streams one file into its spool and returns the kind its first bytes show. */
async function receive(
  file: Readable,
  spool: Spool,
  name: string,
  budget: UploadBudget,
): Promise<AttachmentType> {
  let head: Buffer[] = [];
  let headBytes = 0;
  let kind: AttachmentType | undefined;
  let size = 0;
  const judge = async () => {
    const first = Buffer.concat(head);
    head = [];
    const found = sniffAttachmentType(first);
    if (!found) throw wrongFileType(name);
    await spool.append(first);
    return found;
  };
  for await (const chunk of file as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > bugAttachmentLimits.maxFileBytes) throw fileTooLarge(name);
    budget.claim(chunk.length);
    if (kind) {
      await spool.append(chunk);
      continue;
    }
    head.push(chunk);
    headBytes += chunk.length;
    if (headBytes >= SNIFF_BYTES) kind = await judge();
  }
  return kind ?? judge();
}

// The largest body a report can rightly have: what is left of a refused one is read up to this.
const MOST_BYTES_OF_A_REPORT =
  bugAttachmentLimits.maxFiles * (bugAttachmentLimits.maxFileBytes + 1) + 40 * FIELD_BYTES;

/**
 * After a refusal in the middle of the body: the answer goes out at once, and the rest of the body
 * is read and dropped (without this, a client that sends its whole body before it reads the answer
 * would see a reset connection instead). A body longer than any report closes the connection.
 */
export function dropRestOfBody(req: FastifyRequest): void {
  const raw = req.raw;
  if (raw.readableEnded || raw.destroyed) return;
  raw.unpipe();
  let dropped = 0;
  raw.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > MOST_BYTES_OF_A_REPORT) raw.destroy();
  });
  raw.resume();
}
