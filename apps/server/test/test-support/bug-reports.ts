import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { deflateSync } from 'node:zlib';
import type { CallResult, PortalClient } from './portal-client';
import type { Session } from './teams';

/** Real files of each accepted kind, small enough to keep the tests quick. */
export const samples = {
  /** A 1×1 PNG with its signature, header, data and end chunks. */
  png(): Buffer {
    const chunk = (type: string, data: Buffer) => {
      const length = Buffer.alloc(4);
      length.writeUInt32BE(data.length);
      const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
      const crc = Buffer.alloc(4);
      crc.writeUInt32BE(crc32(body));
      return Buffer.concat([length, body, crc]);
    };
    const header = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);
    return Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(Buffer.from([0, 0xcc, 0x33, 0x66]))),
      chunk('IEND', Buffer.alloc(0)),
    ]);
  },
  pdf(): Buffer {
    return Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
  },
  jpeg(): Buffer {
    return Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
      Buffer.alloc(60, 7),
      Buffer.from([0xff, 0xd9]),
    ]);
  },
  /** The start of a Windows program (MZ header), whatever name it is given. */
  exe(): Buffer {
    return Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(120, 0)]);
  },
};

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

export interface Attachment {
  name: string;
  bytes: Buffer;
  type?: string;
}

/** The spec's report fields for the caller, with overrides for the field under test. */
export const reportFields = (who: Session, overrides: Record<string, string> = {}) => ({
  title: 'Download button does nothing',
  description: 'Clicking Download JSON on the docs page has no effect.',
  priority: 'high',
  consumer_id: who.consumerId,
  consumer_email: who.email,
  status: 'Pending',
  ...overrides,
});

/** upload-report-file as a browser sends it: multipart form fields and repeated `files` parts. */
export async function uploadReport(
  client: PortalClient,
  who: { token?: string } | undefined,
  files: readonly Attachment[],
  fields: Record<string, string>,
): Promise<CallResult> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) {
    form.append(
      'files',
      new Blob([file.bytes], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    );
  }
  const headers: Record<string, string> = who?.token
    ? { authorization: `Bearer ${who.token}`, 'x-mfa-value': 'authenticated' }
    : {};
  const response = await fetch(`${client.baseUrl}/v1/ddp/upload-report-file`, {
    method: 'POST',
    headers,
    body: form,
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as never };
}

/** A PDF of exactly `size` bytes: a real header, then `fill` (random bytes when not given). */
export function pdfOfSize(size: number, fill?: number): Buffer {
  const bytes = fill === undefined ? randomBytes(size) : Buffer.alloc(size, fill);
  Buffer.from('%PDF-1.7\n').copy(bytes);
  return bytes;
}

export interface PartialUpload {
  /** Sends more of the file's bytes. */
  send(bytes: Buffer): Promise<void>;
  /** The server's answer, or undefined when none came within `ms`. */
  answer(ms: number): Promise<{ status: number; body: Record<string, unknown> } | undefined>;
  /** Breaks the connection off, as a client that goes away midway. */
  abort(): void;
}

/**
 * An upload-report-file request that announces a body of `fileSize` bytes for one file but sends only
 * what the test hands to `send`: to see whether the server answers before the rest has come.
 */
export async function startPartialUpload(
  baseUrl: string,
  who: { token: string },
  fields: Record<string, string>,
  file: { name: string; size: number },
): Promise<PartialUpload> {
  const boundary = `----partial${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    [
      ...Object.entries({ ...fields, fileCount: '1' }).map(
        ([name, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${file.name}"\r\n`,
      'Content-Type: application/octet-stream\r\n\r\n',
    ].join(''),
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const request = http.request(`${baseUrl}/v1/ddp/upload-report-file`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${who.token}`,
      'x-mfa-value': 'authenticated',
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(head.length + file.size + tail.length),
    },
  });
  const answered = new Promise<{ status: number; body: Record<string, unknown> }>((resolve, reject) => {
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString()) }),
      );
      response.on('error', reject);
    });
  });
  // A connection the test breaks off, or the server closes, is no failure here.
  request.on('error', () => {});
  answered.catch(() => {});
  // Resolves once the bytes are handed to the connection (or it is gone).
  const send = (bytes: Buffer) =>
    new Promise<void>((resolve) => {
      request.write(bytes, () => resolve());
    });
  await send(head);
  return {
    send,
    answer: (ms) =>
      Promise.race([answered, new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), ms))]),
    abort: () => request.destroy(),
  };
}
