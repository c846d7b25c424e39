import { describe, expect, it } from 'vitest';
import { cleanFileName, sniffAttachmentType, storedFileName } from './content-type';

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

  it('drops bidi overrides, isolates and marks, zero-width and other format characters', () => {
    expect(cleanFileName('invoice\u202Efdp.exe')).toBe('invoicefdp.exe');
    expect(
      cleanFileName('a\u202Ab\u202Bc\u202Cd\u202De\u2066f\u2067g\u2068h\u2069i\u200Ej\u200Fk\u061Cl.pdf'),
    ).toBe('abcdefghijkl.pdf');
    expect(cleanFileName('zero\u200Bwidth\uFEFF\u2028line\u2029.png')).toBe('zerowidthline.png');
    expect(cleanFileName('c1\u0085\u009Bcontrol.png')).toBe('c1control.png');
    expect(cleanFileName('lone\uD800surrogate.png')).toBe('lonesurrogate.png');
    expect(cleanFileName('  .hidden.png. ')).toBe('hidden.png');
    expect(cleanFileName('\u202E')).toBe('attachment');
  });

  it('stores a file under the extension of the kind its content showed', () => {
    expect(storedFileName('x.html', 'image/png')).toBe('x.png');
    expect(storedFileName('photo.pdf', 'image/jpeg')).toBe('photo.jpg');
    expect(storedFileName('photo.jpeg', 'image/jpeg')).toBe('photo.jpeg');
    expect(storedFileName('Photo.JPG', 'image/jpeg')).toBe('Photo.JPG');
    expect(storedFileName('scan', 'application/pdf')).toBe('scan.pdf');
    expect(storedFileName('archive.tar.gz', 'application/pdf')).toBe('archive.tar.pdf');
    expect(storedFileName('invoice\u202Efdp.exe', 'application/pdf')).toBe('invoicefdp.pdf');
    expect(storedFileName('.htaccess', 'image/png')).toBe('htaccess.png');
    expect(storedFileName('..', 'image/png')).toBe('attachment.png');
    expect(storedFileName(undefined, 'application/pdf')).toBe('attachment.pdf');
  });

  it('keeps stored names within 255 characters, extension included, without splitting a character', () => {
    const long = storedFileName(`${'\u{1F600}'.repeat(300)}.html`, 'image/png');
    expect(Array.from(long)).toHaveLength(255);
    expect(long.endsWith('\u{1F600}.png')).toBe(true);
    expect(storedFileName(`${'a'.repeat(400)}.png`, 'image/png')).toBe(`${'a'.repeat(251)}.png`);
  });
});
