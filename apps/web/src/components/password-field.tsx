import { limits, messages, PASSWORD_SPECIALS } from '@ddp/contract';
import { PasswordInput, type PasswordInputProps } from '@mantine/core';

/** The password rule of spec section 5, in words, from the contract's constants. */
export const newPasswordHint = () =>
  messages.kitPasswordHint({
    length: limits.passwordMinLength,
    classes: limits.passwordMinClasses,
    specials: [...PASSWORD_SPECIALS].join(' '),
  });

interface PasswordFieldProps extends Omit<PasswordInputProps, 'id' | 'error' | 'description'> {
  /** Fixed, so the hint and the message can be tied to the input (Mantine derives their ids from it). */
  id: string;
  error?: string;
  description?: string;
}

/**
 * A password input with a show/hide toggle that also tells assistive technology when it is
 * invalid and what its hint and message say: Mantine's PasswordInput does neither on its own.
 */
export function PasswordField({ id, error, description, ...props }: PasswordFieldProps) {
  const describedBy = [description ? `${id}-description` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <PasswordInput
      id={id}
      error={error}
      description={description}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy || undefined}
      visibilityToggleFocusable
      {...props}
    />
  );
}
