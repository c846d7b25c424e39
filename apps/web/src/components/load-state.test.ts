import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadBodyOf } from './load-state';

const isEmpty = (rows: readonly unknown[]) => rows.length === 0;

describe('what a region that loads data shows', () => {
  it('shows placeholders until the first answer arrives', () => {
    expect(loadBodyOf(undefined, false, isEmpty)).toBe('loading');
  });

  it('shows the failure alone when the load failed, never the empty line', () => {
    expect(loadBodyOf(undefined, true, isEmpty)).toBe('nothing');
  });

  it('says a list is empty only when the answer arrived and has no rows', () => {
    expect(loadBodyOf([], false, isEmpty)).toBe('empty');
    expect(loadBodyOf(['a'], false, isEmpty)).toBe('content');
  });

  it('keeps the rows of the last answer when a refresh fails, but not an empty line', () => {
    expect(loadBodyOf(['a'], true, isEmpty)).toBe('content');
    expect(loadBodyOf([], true, isEmpty)).toBe('nothing');
  });

  it('never shows the empty line for a failure, whatever the last answer was', () => {
    fc.assert(
      fc.property(fc.option(fc.array(fc.string()), { nil: undefined }), (rows) => {
        expect(loadBodyOf(rows, true, isEmpty)).not.toBe('empty');
        expect(loadBodyOf(rows, true, isEmpty)).not.toBe('loading');
      }),
    );
  });
});
