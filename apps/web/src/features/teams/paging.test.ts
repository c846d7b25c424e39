import { describe, expect, it } from 'vitest';
import { clampPage, pageCount, rowRange } from './paging';

describe('team list paging', () => {
  it('counts at least one page, ten rows each', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
    expect(pageCount(23, 10)).toBe(3);
  });

  it('moves to the new last page when the last row of the last page was deleted', () => {
    expect(clampPage(3, 20, 10)).toBe(2);
    expect(clampPage(2, 20, 10)).toBe(2);
    expect(clampPage(0, 5, 10)).toBe(1);
  });

  it('names the rows the page shows', () => {
    expect(rowRange(1, 10, 23, 10)).toBe('1–10 of 23');
    expect(rowRange(3, 3, 23, 10)).toBe('21–23 of 23');
    expect(rowRange(1, 0, 0, 10)).toBe('0 of 0');
  });
});
