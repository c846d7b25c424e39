import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clampPage, pageCount, pageOf, rowRange } from './paging';

const sizes = fc.integer({ min: 1, max: 50 });
const totals = fc.integer({ min: 0, max: 2_000 });
// What a reply or a slow list can hand a pager: nothing, zero, negatives, fractions, NaN.
const oddNumbers = fc.oneof(
  fc.constantFrom(0, -1, -10, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY),
  fc.double({ noNaN: false }),
);

describe('list paging', () => {
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

  it('has just enough pages for every row, whatever the total and page size', () => {
    fc.assert(
      fc.property(totals, sizes, (total, size) => {
        const pages = pageCount(total, size);
        expect(Number.isInteger(pages) && pages >= 1).toBe(true);
        expect(pages * size).toBeGreaterThanOrEqual(total);
        if (total > 0) expect((pages - 1) * size).toBeLessThan(total);
      }),
    );
  });

  it('guards against a page size or total of zero, below zero or not a number: one page', () => {
    fc.assert(
      fc.property(oddNumbers, fc.oneof(totals, oddNumbers), (size, total) => {
        if (size > 0 && Number.isFinite(size) && total > 0 && Number.isFinite(total)) return;
        expect(pageCount(total, size)).toBe(1);
      }),
    );
    expect(pageCount(5, 0)).toBe(1);
    expect(pageCount(5, Number.NaN)).toBe(1);
    expect(pageCount(Number.NaN, 10)).toBe(1);
    expect(pageCount(1, Number.POSITIVE_INFINITY)).toBe(1);
  });

  it('always lands on a page that exists, whatever page was asked for', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: -5, max: 500 }), oddNumbers),
        totals,
        sizes,
        (page, total, size) => {
          const shown = clampPage(page, total, size);
          expect(Number.isInteger(shown)).toBe(true);
          expect(shown).toBeGreaterThanOrEqual(1);
          expect(shown).toBeLessThanOrEqual(pageCount(total, size));
        },
      ),
    );
  });

  it('shows every row of a browser-paged list on exactly one page, in order', () => {
    fc.assert(
      fc.property(fc.array(fc.integer(), { maxLength: 120 }), sizes, (rows, size) => {
        const { pages } = pageOf(rows, 1, size);
        const seen = Array.from({ length: pages }, (_, at) => pageOf(rows, at + 1, size).visible).flat();
        expect(seen).toEqual(rows);
        for (let at = 1; at <= pages; at += 1) {
          const { visible, page } = pageOf(rows, at, size);
          expect(page).toBe(at);
          expect(visible.length).toBeLessThanOrEqual(size);
          if (rows.length > 0) expect(visible.length).toBeGreaterThan(0);
          expect(rowRange(page, visible.length, rows.length, size)).toBe(
            rows.length === 0
              ? '0 of 0'
              : `${(at - 1) * size + 1}–${(at - 1) * size + visible.length} of ${rows.length}`,
          );
        }
      }),
    );
  });

  it('shows the last page when asked for one past it, and the first for one before it', () => {
    const rows = Array.from({ length: 23 }, (_, at) => at);
    expect(pageOf(rows, 9, 10)).toEqual({ page: 3, pages: 3, visible: [20, 21, 22] });
    expect(pageOf(rows, 0, 10).page).toBe(1);
    expect(pageOf([], 4, 10)).toEqual({ page: 1, pages: 1, visible: [] });
  });
});
