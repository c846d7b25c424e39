import { describe, expect, it } from 'vitest';
import { noticeFromState } from './route-notice';

describe('notice handed over with a navigation', () => {
  it('reads the text', () => {
    expect(noticeFromState({ notice: 'Account Deleted!' })).toBe('Account Deleted!');
  });

  it.each([undefined, null, 'text', {}, { notice: 3 }])('ignores %j', (state) => {
    expect(noticeFromState(state)).toBeUndefined();
  });
});
