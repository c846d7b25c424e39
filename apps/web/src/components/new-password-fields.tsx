import { messages } from '@ddp/contract';
import type { TextBinding } from '../lib/use-form';
import { HINTS_BELOW } from './hints-below';
import { newPasswordHint, PasswordField } from './password-field';

interface NewPasswordFieldsProps {
  /** Makes the inputs' ids (`<id>-password`, `<id>-confirm-password`), which their hints hang on. */
  id: string;
  password: TextBinding;
  confirm: TextBinding;
  confirmLabel?: string;
  /**
   * The first password of an account (registration, invitation): labelled 'Password' and side
   * by side in a grid, where both get a hint, under the input, so the two inputs stay in line.
   * Otherwise 'New password', stacked, and only the new password explains the rule.
   */
  forNewAccount?: boolean;
}

/** A new password and its confirmation, with the rule of spec section 5 as the hint. Two fields. */
export function NewPasswordFields({
  id,
  password,
  confirm,
  confirmLabel = messages.kitConfirmPassword,
  forNewAccount = false,
}: NewPasswordFieldsProps) {
  const order = forNewAccount ? HINTS_BELOW : undefined;
  return (
    <>
      <PasswordField
        id={`${id}-password`}
        label={forNewAccount ? messages.signInPassword : messages.kitNewPassword}
        description={newPasswordHint()}
        autoComplete="new-password"
        required
        inputWrapperOrder={order}
        {...password}
      />
      <PasswordField
        id={`${id}-confirm-password`}
        label={confirmLabel}
        description={forNewAccount ? messages.kitTypeThePasswordAgain : undefined}
        autoComplete="new-password"
        required
        inputWrapperOrder={order}
        {...confirm}
      />
    </>
  );
}
