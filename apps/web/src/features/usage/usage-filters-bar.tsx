import { messages, type UsageClient, type UsageRange } from '@ddp/contract';
import { Group, NativeSelect, TextInput } from '@mantine/core';
import { type ChoiceErrors, isUsageRange, type UsageChoices } from './usage-filters';

const rangeLabel: Record<UsageRange, () => string> = {
  hour: () => messages.usageRangeHour,
  day: () => messages.usageRangeDay,
  week: () => messages.usageRangeWeek,
  month: () => messages.usageRangeMonth,
  dates: () => messages.usageRangeDates,
};

const DAY_MS = 86_400_000;
const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);
const lastWeek = () => ({ from: dayOf(Date.now() - 6 * DAY_MS), to: dayOf(Date.now()) });

interface UsageFiltersBarProps {
  values: UsageChoices;
  errors: ChoiceErrors;
  onChange: (values: UsageChoices) => void;
  /** The clients the caller may pick; none yet while the first figures load. */
  clients: readonly UsageClient[];
  /** `company`: an Owner's view of every client; `own`: the caller's clients. */
  scope: 'company' | 'own';
}

/** The range (with its days when chosen, GMT) and the client, one or all. */
export function UsageFiltersBar({ values, errors, onChange, clients, scope }: UsageFiltersBarProps) {
  const set = <K extends keyof UsageChoices>(field: K, value: UsageChoices[K]) =>
    onChange({ ...values, [field]: value });
  return (
    <Group align="flex-start" gap="sm" wrap="wrap">
      <NativeSelect
        label={messages.usageRange}
        data={(Object.keys(rangeLabel) as UsageRange[]).map((range) => ({
          value: range,
          label: rangeLabel[range](),
        }))}
        value={values.range}
        onChange={(event) => {
          const chosen = event.currentTarget.value;
          if (!isUsageRange(chosen)) return;
          // Dates chosen afresh start as the last 7 days (GMT), ready to change.
          if (chosen === 'dates' && !values.from && !values.to)
            onChange({ ...values, range: chosen, ...lastWeek() });
          else set('range', chosen);
        }}
        w={{ base: '100%', xs: 200 }}
      />
      {values.range === 'dates' ? (
        <>
          <TextInput
            type="date"
            label={messages.usageFrom}
            value={values.from}
            max={values.to || undefined}
            onChange={(event) => set('from', event.currentTarget.value)}
            error={errors.from}
            w={{ base: '100%', xs: 170 }}
          />
          <TextInput
            type="date"
            label={messages.usageTo}
            value={values.to}
            min={values.from || undefined}
            onChange={(event) => set('to', event.currentTarget.value)}
            error={errors.to}
            w={{ base: '100%', xs: 170 }}
          />
        </>
      ) : null}
      <NativeSelect
        label={messages.usageClient}
        data={[
          { value: '', label: scope === 'company' ? messages.usageAllCompany : messages.usageAllOwn },
          ...clients.map((client) => ({
            value: client.clientId,
            label: `${client.name} (${client.clientId})`,
          })),
        ]}
        value={values.clientId}
        onChange={(event) => set('clientId', event.currentTarget.value)}
        w={{ base: '100%', xs: 320 }}
      />
    </Group>
  );
}
