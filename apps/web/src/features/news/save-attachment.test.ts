import { describe, expect, it } from 'vitest';
import { attachmentBytes, fileSize } from './save-attachment';

describe('news attachments', () => {
  it('turns base64 back into the very bytes that were published', () => {
    const bytes = [0x89, 0x50, 0x4e, 0x47, 0x00, 0xff, 0x80, 0x0a];
    expect([...attachmentBytes(btoa(String.fromCharCode(...bytes)))]).toEqual(bytes);
  });

  it('names the size of a file in bytes, kilobytes or megabytes', () => {
    expect(fileSize('')).toBe('0 B');
    expect(fileSize('AAA=')).toBe('2 B');
    expect(fileSize('A'.repeat(4 * 1024))).toBe('3 KB');
    expect(fileSize('A'.repeat(4 * 1024 * 1024))).toBe('3.0 MB');
  });
});
