import { TextInput, type TextInputProps } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';

/** Six digits spaced apart and of one width, so a code reads as it does in the app. */
const digits = { letterSpacing: '0.3em', fontVariantNumeric: 'tabular-nums' } as const;

/**
 * The six-digit code of an authenticator app, wherever the portal asks for one: the phone's
 * keypad, the browser's one-time-code autofill, and spaces pasted with a code taken out.
 */
export function AuthenticatorCodeInput({
  onCode,
  ...props
}: Omit<TextInputProps, 'onChange'> & { onCode: (code: string) => void }) {
  return (
    <TextInput
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={6}
      required
      leftSection={<IconShieldLock size={18} aria-hidden />}
      styles={{ input: digits }}
      onChange={(event) => onCode(event.currentTarget.value.replace(/\s/g, ''))}
      {...props}
    />
  );
}
