import type { TextBinding } from '../lib/use-form';
import { NewPasswordFields } from './new-password-fields';
import { PasswordField } from './password-field';

type PasswordChangeField = 'oldPassword' | 'password' | 'confirmpassword';

interface PasswordChangeFieldsProps {
  /** Makes the inputs' ids (`<id>-old-password`, …). */
  id: string;
  /** The account's address, for password managers: they save the new password under it. */
  email: string;
  /** 'Current password' in Settings, 'Old password' in the forced reset. */
  currentLabel: string;
  confirmLabel?: string;
  bindText: (name: PasswordChangeField) => TextBinding;
  /** A dialog's first field takes the focus when it opens. */
  focusFirst?: boolean;
}

/** The current password, the new one and its confirmation, each with a show/hide toggle. */
export function PasswordChangeFields({
  id,
  email,
  currentLabel,
  confirmLabel,
  bindText,
  focusFirst = false,
}: PasswordChangeFieldsProps) {
  return (
    <>
      <input type="hidden" name="username" autoComplete="username" value={email} />
      <PasswordField
        id={`${id}-old-password`}
        label={currentLabel}
        autoComplete="current-password"
        required
        data-autofocus={focusFirst || undefined}
        {...bindText('oldPassword')}
      />
      <NewPasswordFields
        id={id}
        confirmLabel={confirmLabel}
        password={bindText('password')}
        confirm={bindText('confirmpassword')}
      />
    </>
  );
}
