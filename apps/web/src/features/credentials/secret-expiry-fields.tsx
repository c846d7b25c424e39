import { messages } from '@ddp/contract';
import { Group, NativeSelect, TextInput } from '@mantine/core';

/** `default`: nothing sent, so the server applies the operator's maximum, or none (never). */
export type ExpiryChoice = 'default' | '30' | '60' | '90' | 'date' | 'never';

export interface SecretExpiry {
  choice: ExpiryChoice;
  /** YYYY-MM-DD, when the choice is a date. */
  date: string;
}

/** What the server reads: a number of days, a date, `never`, or nothing for the portal's default. */
export const expiresOf = ({ choice, date }: SecretExpiry): string | undefined =>
  choice === 'default' ? undefined : choice === 'date' ? date : choice;

/** The first day a date may name (YYYY-MM-DD, GMT, as the server reads it). */
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

// A function: the texts are read in the language of the moment.
const choices = (withDefault: boolean) => [
  ...(withDefault ? [{ value: 'default', label: messages.credExpiryPortalDefault }] : []),
  { value: '30', label: messages.credExpiry30 },
  { value: '60', label: messages.credExpiry60 },
  { value: '90', label: messages.credExpiry90 },
  { value: 'date', label: messages.credExpiryOnDate },
  { value: 'never', label: messages.credSecretNoExpiry },
];

/**
 * When a new secret expires (issue 20, part 2): in 30, 60 or 90 days, on a date, or never; with
 * `withDefault`, first of all the portal's default, as a new client's secret gets it without a choice.
 */
export function SecretExpiryFields(props: {
  value: SecretExpiry;
  onChange: (value: SecretExpiry) => void;
  withDefault?: boolean;
  disabled?: boolean;
}) {
  const { value, onChange, withDefault = false, disabled = false } = props;
  return (
    <Group align="flex-end" gap="sm">
      <NativeSelect
        label={messages.credSecretExpires}
        description={withDefault && value.choice === 'default' ? messages.credExpiryDefaultHint : undefined}
        data={choices(withDefault)}
        value={value.choice}
        onChange={(event) => onChange({ ...value, choice: event.currentTarget.value as ExpiryChoice })}
        disabled={disabled}
        maw={withDefault ? 520 : undefined}
      />
      {value.choice === 'date' ? (
        <TextInput
          type="date"
          label={messages.credExpiryDate}
          value={value.date}
          min={tomorrow()}
          onChange={(event) => onChange({ ...value, date: event.currentTarget.value })}
          disabled={disabled}
        />
      ) : null}
    </Group>
  );
}
