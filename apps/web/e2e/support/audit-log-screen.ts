import { readFile } from 'node:fs/promises';
import { AUDIT_CSV_COLUMNS, AUDIT_OPERATOR, messages } from '@ddp/contract';
import { expect, type Locator, type Page } from '@playwright/test';

// The audit log screen (/home/view-audit-log) as the journeys read it: its table, its rows as
// they show, and the CSV file it exports.

export const auditLogUrl = /\/dev-portal\/home\/view-audit-log$/;

export const auditTable = (page: Page) => page.getByRole('table', { name: messages.titleAuditLog });

/** The rows of the events shown, the header's left out. */
export const auditRows = (page: Page) => auditTable(page).locator('tbody tr');

const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The row of one event, by its label and a text in it (what it is about, or who acted). */
export const eventRow = (page: Page, label: string, about: string) =>
  auditRows(page)
    .filter({ has: page.locator('td:nth-child(2)', { hasText: new RegExp(`^${literally(label)}$`) }) })
    .filter({ hasText: about });

/** The catalogue's label of an event type, as the screen shows it (`auditEvent` + PascalCase). */
export function labelOf(type: string): string {
  const key = `auditEvent${type
    .split(/[._]/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('')}`;
  const text = (messages as unknown as Record<string, unknown>)[key];
  if (typeof text !== 'string') throw new Error(`No catalogue label for ${type}`);
  return text;
}

/** A CSV line as the table shows the same event. */
export function asShown([time, type, actor, address, target]: string[]): ShownEvent {
  return {
    at: time ?? '',
    event: labelOf(type ?? ''),
    member: actor === AUDIT_OPERATOR ? messages.auditActorOperator : (actor ?? ''),
    address: address || messages.auditNoAddress,
    about: target || '—',
  };
}

export interface ShownEvent {
  at: string;
  event: string;
  member: string;
  address: string;
  about: string;
}

/** Every event the table shows, column by column, the time as its ISO instant. */
export async function shownEvents(page: Page): Promise<ShownEvent[]> {
  return auditRows(page).evaluateAll((rows) =>
    rows.map((row) => {
      const cells = [...row.querySelectorAll('td')].map((cell) => cell.textContent?.trim() ?? '');
      return {
        at: row.querySelector('time')?.getAttribute('datetime') ?? '',
        event: cells[1] ?? '',
        member: cells[2] ?? '',
        address: cells[3] ?? '',
        about: cells[4] ?? '',
      };
    }),
  );
}

/** The event labels of the rows shown. */
export const shownLabels = async (page: Page) => (await shownEvents(page)).map((shown) => shown.event);

/** Once the table has its answer for the filters: no row dimmed, nothing busy. */
export async function settledTable(page: Page): Promise<void> {
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
}

/** The area select, the member's e-mail and the days. */
export const areaFilter = (page: Page) => page.getByRole('combobox', { name: messages.auditFilterArea });
export const fromFilter = (page: Page) => page.getByLabel(messages.auditFilterFrom, { exact: true });
export const toFilter = (page: Page) => page.getByLabel(messages.auditFilterTo, { exact: true });
export const memberFilter = (page: Page) => page.getByRole('searchbox', { name: messages.auditFilterActor });

/** One CSV record's fields (RFC 4180: quoted fields may hold commas, quotes and line breaks). */
export function csvRecords(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let at = 0; at < text.length; at += 1) {
    const char = text[at];
    if (quoted) {
      if (char === '"' && text[at + 1] === '"') {
        field += '"';
        at += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\r' && text[at + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      at += 1;
    } else field += char;
  }
  if (field !== '' || record.length > 0) records.push([...record, field]);
  return records;
}

/**
 * Presses 'Export CSV' (a click, unless told how) and reads the file it saves: its name and its
 * records, header first.
 */
export async function exportCsv(
  page: Page,
  within: Locator = page.locator('main'),
  press?: () => Promise<void>,
) {
  const download = page.waitForEvent('download');
  if (press) await press();
  else await within.getByRole('button', { name: messages.auditExport }).click();
  const saved = await download;
  const text = await readFile(await saved.path(), 'utf8');
  const records = csvRecords(text);
  expect(records[0], 'the header names the columns').toEqual([...AUDIT_CSV_COLUMNS]);
  return { name: saved.suggestedFilename(), text, lines: records.slice(1) };
}
