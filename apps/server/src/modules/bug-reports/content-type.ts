import type { AttachmentType } from '@ddp/contract';

// The first bytes each accepted kind must begin with (JPEG SOI + marker, PNG signature, PDF header).
const SIGNATURES: ReadonlyArray<{ type: AttachmentType; magic: readonly number[] }> = [
  { type: 'image/jpeg', magic: [0xff, 0xd8, 0xff] },
  { type: 'image/png', magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'application/pdf', magic: [0x25, 0x50, 0x44, 0x46, 0x2d] },
];

/**
 * The kind of an attachment as its content says, whatever its name or declared type claim; a
 * program renamed to .png has no PNG signature and is refused.
 */
export function sniffAttachmentType(bytes: Uint8Array): AttachmentType | undefined {
  return SIGNATURES.find(({ magic }) => magic.every((byte, at) => bytes[at] === byte))?.type;
}

/** A file name fit to store and to offer for download: no folders, no control characters. */
export function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const printable = [...base].filter((char) => char >= ' ' && char !== '\u007f').join('');
  const clean = printable.trim().slice(0, 255);
  return clean === '' || clean === '.' || clean === '..' ? 'attachment' : clean;
}
