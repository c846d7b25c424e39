import { bugAttachmentLimits, bugReportMessages, messages } from '@ddp/contract';
import type { FastifyRequest } from 'fastify';
import { AppError, BadRequest } from '../../platform/errors';
import { cleanFileName } from './content-type';

export interface UploadedFile {
  name: string;
  bytes: Buffer;
}

export interface Upload {
  fields: Record<string, string>;
  files: UploadedFile[];
}

// Text fields are short; the description's character cap in UTF-8 fits well under this.
const FIELD_BYTES = 64 * 1024;

/**
 * Options of the multipart parser. An oversized file is read to its end and dropped rather than
 * thrown at once, so the client gets the answer instead of a reset connection.
 */
export const uploadOptions = {
  throwFileSizeLimit: false,
  limits: {
    fileSize: bugAttachmentLimits.maxFileBytes,
    files: bugAttachmentLimits.maxFiles,
    fields: 20,
    parts: 40,
    fieldSize: FIELD_BYTES,
  },
};
const FILE_FIELDS = new Set(['files', 'files[]']);

export const tooManyFiles = () =>
  new AppError(413, bugReportMessages.tooManyFiles, { code: 'too_many_files' });
export const fileTooLarge = (name: string) =>
  new AppError(413, bugReportMessages.fileTooLarge(name), { code: 'file_too_large' });

/**
 * Reads a multipart report into memory within the limits of `uploadOptions`: at most 5 files of at
 * most 10 MiB each. Nothing is kept when any limit is crossed.
 */
export async function readUpload(req: FastifyRequest): Promise<Upload> {
  if (!req.isMultipart()) {
    throw new AppError(415, bugReportMessages.notMultipart, { code: 'not_multipart' });
  }
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  let oversized: string | undefined;
  const parts = req.parts();
  try {
    for await (const part of parts) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        const name = cleanFileName(part.filename);
        if (!FILE_FIELDS.has(part.fieldname)) continue;
        if (part.file.truncated) oversized ??= name;
        else files.push({ name, bytes });
      } else {
        if (part.valueTruncated || String(part.value).includes('\u0000'))
          throw new BadRequest(messages.badRequest);
        if (typeof part.value === 'string' && !Object.hasOwn(fields, part.fieldname)) {
          fields[part.fieldname] = part.value;
        }
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof req.server.multipartErrors.FilesLimitError) throw tooManyFiles();
    throw new BadRequest(messages.badRequest);
  }
  if (oversized !== undefined) throw fileTooLarge(oversized);
  return { fields, files };
}
