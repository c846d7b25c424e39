import { AUDIT_EXPORT_MAX, messages } from '@ddp/contract';
import { Button, Loader, Stack, VisuallyHidden } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { DismissibleAlert } from '../../components/dismissible-alert';
import { saveFile } from '../../lib/save-file';
import { type AuditFilters, filterRequest } from './audit-filters';
import { fetchAuditPage } from './audit-log-api';
import { csvFileName, csvOf, gatherEvents } from './export-csv';

type ExportState = 'idle' | 'exporting' | 'capped' | 'failed' | 'done';

/**
 * 'Export CSV': every event under the filters applied, by the largest pages the call gives, at
 * most AUDIT_EXPORT_MAX, as the contract's CSV, saved as a download. Busy while it asks; says when
 * the file holds only the newest events, or that it failed.
 */
export function AuditExport({ filters, disabled }: { filters: AuditFilters; disabled: boolean }) {
  const [state, setState] = useState<ExportState>('idle');
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const start = async () => {
    const controller = new AbortController();
    running.current = controller;
    setState('exporting');
    try {
      const { events, capped } = await gatherEvents(filterRequest(filters), (request) =>
        fetchAuditPage(request, controller.signal),
      );
      if (controller.signal.aborted) return;
      saveFile(csvOf(events), csvFileName(new Date()), 'text/csv;charset=utf-8');
      setState(capped ? 'capped' : 'done');
    } catch {
      if (!controller.signal.aborted) setState('failed');
    } finally {
      if (running.current === controller) running.current = null;
    }
  };

  const exporting = state === 'exporting';
  return (
    <Stack gap="xs" align="flex-end">
      {/* Busy, the button keeps the focus (a disabled one would drop it) and ignores presses. */}
      <Button
        variant="light"
        leftSection={exporting ? <Loader size={16} aria-hidden /> : <IconDownload size={16} aria-hidden />}
        aria-disabled={exporting || undefined}
        disabled={disabled}
        onClick={() => {
          if (!exporting) void start();
        }}
      >
        {exporting ? messages.auditExporting : messages.auditExport}
      </Button>
      <VisuallyHidden role="status">{exporting ? messages.auditExporting : ''}</VisuallyHidden>
      {state === 'capped' ? (
        <DismissibleAlert kind="info" onClose={() => setState('idle')}>
          {messages.auditExportCapped(AUDIT_EXPORT_MAX)}
        </DismissibleAlert>
      ) : null}
      {state === 'failed' ? (
        <DismissibleAlert kind="error" onClose={() => setState('idle')}>
          {messages.auditExportFailed}
        </DismissibleAlert>
      ) : null}
    </Stack>
  );
}
