import type { AttachmentType } from '@ddp/contract';

// The first bytes each accepted kind must begin with (JPEG SOI + marker, PNG signature, PDF header),
// and the extensions a stored name of that kind may end with (the first is given when it has none).
const KINDS: ReadonlyArray<{
  type: AttachmentType;
  magic: readonly number[];
  extensions: readonly string[];
}> = [
  { type: 'image/jpeg', magic: [0xff, 0xd8, 0xff], extensions: ['jpg', 'jpeg'] },
  { type: 'image/png', magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], extensions: ['png'] },
  { type: 'application/pdf', magic: [0x25, 0x50, 0x44, 0x46, 0x2d], extensions: ['pdf'] },
];

/** How many first bytes decide the kind: the longest signature. */
export const SNIFF_BYTES = Math.max(...KINDS.map(({ magic }) => magic.length));

/**
 * The kind of an attachment as its content says, whatever its name or declared type claim; a
 * program renamed to .png has no PNG signature and is refused.
 */
export function sniffAttachmentType(bytes: Uint8Array): AttachmentType | undefined {
  return KINDS.find(({ magic }) => magic.every((byte, at) => bytes[at] === byte))?.type;
}

// Controls (C0 and C1), format characters (the bidi overrides, embeddings, isolates and marks that
// make `invoice\u202Egnp.exe` read as "invoiceexe.png"; zero-width characters), lone surrogates,
// private use, and line and paragraph separators.
const UNSAFE_CHARACTERS = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Zl}\p{Zp}]/gu;
const MAX_NAME = 255;
// Cut by code points, so that no surrogate pair is split in two.
const firstCodePoints = (text: string, count: number) => Array.from(text).slice(0, count).join('');

/**
 * A file name fit to show: no folders, no control or bidi characters, no leading or trailing dots
 * or spaces. Messages about a refused file name it so; stored files take `storedFileName`.
 */
export function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const clean = firstCodePoints(
    base.replace(UNSAFE_CHARACTERS, '').replace(/^[\s.]+|[\s.]+$/gu, ''),
    MAX_NAME,
  );
  return clean === '' ? 'attachment' : clean;
}

/**
 * The name an attachment is stored and served under: the clean name with the extension of the kind
 * its content showed, so that a PNG sent as `x.html` is kept and downloaded as `x.png`.
 */
export function storedFileName(name: string | undefined, type: AttachmentType): string {
  const clean = cleanFileName(name);
  const { extensions } = KINDS.find((kind) => kind.type === type) ?? { extensions: ['bin'] };
  const dot = clean.lastIndexOf('.');
  if (dot > 0 && extensions.includes(clean.slice(dot + 1).toLowerCase())) return clean;
  const extension = `.${extensions[0]}`;
  const stem = (dot > 0 ? clean.slice(0, dot) : clean).replace(/[\s.]+$/u, '');
  return `${firstCodePoints(stem, MAX_NAME - extension.length) || 'attachment'}${extension}`;
}
