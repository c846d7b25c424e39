import { AUDIT_EXPORT_MAX, AUDIT_PAGE_MAX, type AuditEventItem, type AuditLogReply } from '@ddp/contract';
import { describe, expect, it } from 'vitest';
import type { AuditPageRequest } from './audit-log-api';
import { csvFileName, gatherEvents } from './export-csv';

const event = (id: number): AuditEventItem => ({
  id: String(id),
  at: '2026-11-28T10:00:00.000Z',
  type: 'team.invited',
  actor: 'owner@example.com',
  address: null,
  target: `member${id}@example.com`,
  details: { role: 'user' },
});

/** A log of `total` events, newest (highest id) first, paged as the server pages it. */
function logOf(total: number) {
  const asked: AuditPageRequest[] = [];
  const fetchPage = async (request: AuditPageRequest): Promise<AuditLogReply> => {
    asked.push(request);
    const start = request.before ? Number(request.before) - 1 : total;
    const ids = Array.from({ length: Math.max(0, Math.min(request.limit, start)) }, (_, at) => start - at);
    const last = ids.at(-1);
    return {
      output: 'success',
      data: ids.map(event),
      ...(last !== undefined && last > 1 ? { next: String(last) } : {}),
    };
  };
  return { asked, fetchPage };
}

describe('gathering the events of an export', () => {
  it('asks by the largest pages under the filters until no older events match', async () => {
    const { asked, fetchPage } = logOf(1200);
    const progress: number[] = [];
    const { events, capped } = await gatherEvents({ area: 'team', actor: 'ann' }, fetchPage, (count) =>
      progress.push(count),
    );
    expect(events.map((item) => item.id)).toEqual(Array.from({ length: 1200 }, (_, at) => String(1200 - at)));
    expect(capped).toBe(false);
    expect(asked).toEqual([
      { area: 'team', actor: 'ann', limit: AUDIT_PAGE_MAX },
      { area: 'team', actor: 'ann', before: '701', limit: AUDIT_PAGE_MAX },
      { area: 'team', actor: 'ann', before: '201', limit: AUDIT_PAGE_MAX },
    ]);
    expect(progress).toEqual([500, 1000, 1200]);
  });

  it('stops at the most a file holds, and says when older events were left out', async () => {
    const { asked, fetchPage } = logOf(AUDIT_EXPORT_MAX + 1);
    const { events, capped } = await gatherEvents({}, fetchPage);
    expect(events).toHaveLength(AUDIT_EXPORT_MAX);
    expect(events[0]?.id).toBe(String(AUDIT_EXPORT_MAX + 1));
    expect(capped).toBe(true);
    expect(asked).toHaveLength(AUDIT_EXPORT_MAX / AUDIT_PAGE_MAX);
  });

  it('is not capped when exactly as many events match as a file holds', async () => {
    const { fetchPage } = logOf(AUDIT_EXPORT_MAX);
    const { events, capped } = await gatherEvents({}, fetchPage);
    expect(events).toHaveLength(AUDIT_EXPORT_MAX);
    expect(capped).toBe(false);
  });

  it('gathers nothing from an empty log, and passes a failure on', async () => {
    expect(await gatherEvents({}, logOf(0).fetchPage)).toEqual({ events: [], capped: false });
    await expect(gatherEvents({}, () => Promise.reject(new Error('lost')))).rejects.toThrow('lost');
  });

  it('names the file by the GMT day of the export', () => {
    expect(csvFileName(new Date('2026-11-28T23:59:59.000Z'))).toBe('audit-log-2026-11-28.csv');
  });
});
