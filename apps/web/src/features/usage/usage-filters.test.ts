import { messages } from '@ddp/contract';
import { describe, expect, it } from 'vitest';
import { choiceErrors, FIRST_CHOICES, requestOf } from './usage-filters';

describe('the usage screen’s choices', () => {
  it('sends the days only with the range Dates, and the client only when one is chosen', () => {
    expect(requestOf(FIRST_CHOICES)).toEqual({ range: 'day' });
    expect(requestOf({ range: 'week', from: '2026-11-01', to: '2026-11-02', clientId: '' })).toEqual({
      range: 'week',
    });
    expect(requestOf({ range: 'dates', from: '2026-11-01', to: '2026-11-02', clientId: 'ddp-1' })).toEqual({
      range: 'dates',
      from: '2026-11-01',
      to: '2026-11-02',
      clientId: 'ddp-1',
    });
  });

  it('holds chosen days to the contract’s checks, by field, and nothing else', () => {
    const dates = { ...FIRST_CHOICES, range: 'dates' as const };
    expect(choiceErrors({ ...dates, from: '2026-11-01', to: '2026-11-30' })).toEqual({});
    expect(choiceErrors({ ...dates, from: '2026-11-02', to: '2026-11-01' })).toEqual({
      to: messages.auditDateRange,
    });
    expect(choiceErrors({ ...dates, from: '2026-01-01', to: '2026-12-31' })).toEqual({
      to: messages.usageDatesTooLong({ max: 92 }),
    });
    expect(choiceErrors({ ...dates, to: '2026-11-01' })).toEqual({ from: messages.usageDateNeeded });
    expect(choiceErrors({ ...dates, from: '2026-02-30', to: '2026-03-01' })).toEqual({
      from: messages.auditDateInvalid,
    });
    // Days left in the fields of another range are not its concern.
    expect(choiceErrors({ ...FIRST_CHOICES, from: 'soon', to: 'later' })).toEqual({});
  });
});
