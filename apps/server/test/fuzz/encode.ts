import { randomBytes } from 'node:crypto';

/** Query and form fields from any input: arrays repeat the key, objects travel as JSON text. */
export function fieldsOf(input: unknown): Array<[string, string]> {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) {
    return [['value', typeof input === 'string' ? input : (JSON.stringify(input) ?? '')]];
  }
  const pairs: Array<[string, string]> = [];
  for (const key of Object.keys(input)) {
    const value = (input as Record<string, unknown>)[key];
    const items = Array.isArray(value) ? value : [value];
    for (const item of items) pairs.push([key, textOf(item)]);
  }
  return pairs;
}

export const textOf = (value: unknown): string =>
  typeof value === 'string' ? value : value === undefined ? '' : (JSON.stringify(value) ?? '');

/** `URLSearchParams` replaces lone surrogates; this keeps them as the broken UTF-8 a client may send. */
export const queryOf = (pairs: Array<[string, string]>): string =>
  pairs.map(([key, value]) => `${encode(key)}=${encode(value)}`).join('&');

/** In a `u` pattern a pair of surrogates is one code point: only a lone one is `Cs`. */
const LONE_SURROGATE = /\p{Cs}/u;

export function encode(text: string): string {
  // Most values are well-formed, and then encodeURIComponent gives the same bytes at a fraction of
  // the CPU; a character at a time is needed only to keep a lone surrogate.
  if (!LONE_SURROGATE.test(text)) return encodeURIComponent(text);
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    out +=
      code >= 0xd800 && code <= 0xdfff
        ? '%ED%A0%80'
        : /[A-Za-z0-9\-_.~]/.test(char)
          ? char
          : encodeURIComponent(char);
  }
  return out;
}

export interface FilePart {
  field: string;
  name: string;
  type: string;
  bytes: Uint8Array;
}

/** A multipart/form-data body written by hand, so that names and headers can be anything. */
export function multipartOf(
  fields: Array<[string, string]>,
  files: readonly FilePart[],
  boundary = `----fuzz${randomBytes(8).toString('hex')}`,
): { contentType: string; body: Uint8Array } {
  const chunks: Buffer[] = [];
  for (const [name, value] of fields) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${quoted(name)}"\r\n\r\n`),
      Buffer.from(value, 'utf8'),
      Buffer.from('\r\n'),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${quoted(file.field)}"; filename="${quoted(file.name)}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      Buffer.from(file.bytes),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { contentType: `multipart/form-data; boundary=${boundary}`, body: Buffer.concat(chunks) };
}

// Quotes and line breaks would end the header early; a browser escapes them the same way.
const quoted = (text: string) => text.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
