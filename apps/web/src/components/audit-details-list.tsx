import type { AuditDetails } from '@ddp/contract';
import { Text } from '@mantine/core';
import { detailLines } from '../lib/audit-labels';

/** An event's details as 'label: value' lines; a dash when it has none. Data is left untranslated. */
export function AuditDetailsList({ details }: { details: AuditDetails }) {
  const lines = detailLines(details);
  if (lines.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  }
  return (
    <dl className="audit-details">
      {lines.map((line) => (
        <div key={line.key}>
          <dt>{line.label}:</dt> <dd translate={line.data ? 'no' : undefined}>{line.value}</dd>
        </div>
      ))}
    </dl>
  );
}
