import { describe, expect, it } from 'vitest';
import { attachmentBytes } from './save-attachment';

describe('attachment bytes', () => {
  it('turns the base64 of the reply back into the very bytes, high ones included', () => {
    const original = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0xff, 0x80, 0x7f]);
    const content = Buffer.from(original).toString('base64');
    expect(attachmentBytes({ content })).toEqual(original);
  });

  it('gives an empty file for empty content', () => {
    expect(attachmentBytes({ content: '' })).toHaveLength(0);
  });
});
