import { limits, PASSWORD_SPECIALS } from '@ddp/contract';
import { PasswordInput, type PasswordInputProps } from '@mantine/core';

/** The password rule of spec section 5, in words, from the contract's constants. */
export const NEW_PASSWORD_HINT = `At least ${limits.passwordMinLength} characters and ${limits.passwordMinClasses} of: upper case, lower case, digit, one of ${[...PASSWORD_SPECIALS].join(' ')}`;

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
