import { type UsageFigures, usageCsv } from '@ddp/contract';
import { saveFile } from '../../lib/save-file';

/** usage-2026-11-29T1012.csv: when the figures were saved, in GMT, so that files sort by time. */
export const usageFileName = (at: Date) => `usage-${at.toISOString().slice(0, 16).replace(':', '')}.csv`;

/** Saves the points shown, as the table shows them, as CSV. */
export function exportUsage(figures: Pick<UsageFigures, 'series'>): void {
  saveFile(usageCsv(figures.series), usageFileName(new Date()), 'text/csv;charset=utf-8');
}
