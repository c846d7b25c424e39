import { messages } from '@ddp/contract';
import { describe, expect, it } from 'vitest';
import { filterErrors, filterRequest, hasFilters, NO_FILTERS } from './audit-filters';

describe('the audit log’s filters', () => {
  it('leaves out what is empty and trims the member’s text', () => {
    expect(filterRequest(NO_FILTERS)).toEqual({});
    expect(filterRequest({ area: 'team', actor: '  ann@ ', from: '2026-01-01', to: '' })).toEqual({
      area: 'team',
      actor: 'ann@',
      from: '2026-01-01',
    });
  });

  it('counts as filtered once any field narrows the log', () => {
    expect(hasFilters(NO_FILTERS)).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, actor: '   ' })).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, to: '2026-02-01' })).toBe(true);
    expect(hasFilters({ ...NO_FILTERS, area: 'security' })).toBe(true);
  });

  it('holds the days to the contract’s checks, by field', () => {
    expect(filterErrors({ ...NO_FILTERS, from: '2026-01-01', to: '2026-01-01' })).toEqual({});
    expect(filterErrors({ ...NO_FILTERS, from: '2026-02-02', to: '2026-02-01' })).toEqual({
      to: messages.auditDateRange,
    });
    expect(filterErrors({ ...NO_FILTERS, from: '2026-02-31' })).toEqual({ from: messages.auditDateInvalid });
    expect(filterErrors({ ...NO_FILTERS, actor: 'a'.repeat(300) })).toEqual({ actor: messages.tooLong(254) });
  });
});
