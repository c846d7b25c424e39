import { describe, expect, it } from 'vitest';
import { dataUrl, isImage } from './mailbox-api';

describe('dev mailbox attachments', () => {
  it('shows raster images inline but not SVG or other files', () => {
    expect(isImage('image/png')).toBe(true);
    expect(isImage('image/jpeg')).toBe(true);
    expect(isImage('image/svg+xml')).toBe(false);
    expect(isImage('application/pdf')).toBe(false);
  });

  it('builds a data address from the base64 content', () => {
    expect(dataUrl('image/png', 'iVBORw0K')).toBe('data:image/png;base64,iVBORw0K');
  });
});
