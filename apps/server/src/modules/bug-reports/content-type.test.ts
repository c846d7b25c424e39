import { describe, expect, it } from 'vitest';
import { cleanFileName, sniffAttachmentType } from './content-type';

const bytes = (...values: number[]) => Uint8Array.from(values);

describe('attachment content', () => {
  it('recognises JPEG, PNG and PDF by their first bytes', () => {
    expect(sniffAttachmentType(bytes(0xff, 0xd8, 0xff, 0xe0, 0x00))).toBe('image/jpeg');
    expect(sniffAttachmentType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00))).toBe(
      'image/png',
    );
    expect(sniffAttachmentType(new TextEncoder().encode('%PDF-1.7\n'))).toBe('application/pdf');
  });

  it('refuses a Windows program, an empty file and a truncated signature', () => {
    expect(sniffAttachmentType(new TextEncoder().encode('MZ\x90\x00\x03'))).toBeUndefined();
    expect(sniffAttachmentType(bytes())).toBeUndefined();
    expect(sniffAttachmentType(bytes(0x89, 0x50, 0x4e, 0x47))).toBeUndefined();
    expect(sniffAttachmentType(new TextEncoder().encode('%PDF'))).toBeUndefined();
  });

  it('keeps only the last part of a path and drops control characters', () => {
    expect(cleanFileName('C:\\Users\\me\\screen shot.png')).toBe('screen shot.png');
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('bad\u0000name\n.pdf')).toBe('badname.pdf');
    expect(cleanFileName('..')).toBe('attachment');
    expect(cleanFileName(undefined)).toBe('attachment');
  });
});
