import { AUDIT_AREAS, limits, messages } from '@ddp/contract';
import { Button, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { IconFilterOff, IconSearch } from '@tabler/icons-react';
import { type ReactNode, useRef } from 'react';
import { areaLabel } from '../../lib/audit-labels';
import { type AuditFilters, type FilterErrors, hasFilters, isAuditArea } from './audit-filters';

interface AuditFiltersBarProps {
  /** What the fields hold now (the member's text before its pause). */
  values: AuditFilters;
  errors: FilterErrors;
  onChange: (values: AuditFilters) => void;
  onClear: () => void;
  /** What sits at the other end of the row of 'Clear filters': the export. */
  aside: ReactNode;
}

/** Area, member e-mail and the days from and to (GMT, both included), and 'Clear filters'. */
export function AuditFiltersBar({ values, errors, onChange, onClear, aside }: AuditFiltersBarProps) {
  const area = useRef<HTMLSelectElement>(null);
  const set = <K extends keyof AuditFilters>(field: K, value: AuditFilters[K]) =>
    onChange({ ...values, [field]: value });
  return (
    <Stack gap="sm">
      <Group align="flex-start" gap="sm" wrap="wrap">
        <NativeSelect
          ref={area}
          label={messages.auditFilterArea}
          data={[
            { value: '', label: messages.auditAreaAll },
            ...AUDIT_AREAS.map((area) => ({ value: area, label: areaLabel(area) })),
          ]}
          value={values.area}
          onChange={(event) => {
            const chosen = event.currentTarget.value;
            set('area', isAuditArea(chosen) ? chosen : '');
          }}
          w={{ base: '100%', xs: 200 }}
        />
        <TextInput
          type="search"
          label={messages.auditFilterActor}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={values.actor}
          maxLength={limits.emailMaxLength}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => set('actor', event.currentTarget.value)}
          error={errors.actor}
          w={{ base: '100%', xs: 240 }}
        />
        <TextInput
          type="date"
          label={messages.auditFilterFrom}
          value={values.from}
          max={values.to || undefined}
          onChange={(event) => set('from', event.currentTarget.value)}
          error={errors.from}
          w={{ base: '100%', xs: 170 }}
        />
        <TextInput
          type="date"
          label={messages.auditFilterTo}
          value={values.to}
          min={values.from || undefined}
          onChange={(event) => set('to', event.currentTarget.value)}
          error={errors.to}
          w={{ base: '100%', xs: 170 }}
        />
      </Group>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Button
          variant="default"
          leftSection={<IconFilterOff size={16} aria-hidden />}
          onClick={() => {
            // The button is disabled once the filters are gone: the focus moves to the first one.
            onClear();
            area.current?.focus();
          }}
          disabled={!hasFilters(values)}
        >
          {messages.auditClearFilters}
        </Button>
        {aside}
      </Group>
    </Stack>
  );
}
