import type { FormSchema } from './form-validation';
import { useForm } from './use-form';
import { useServerErrors } from './use-server-errors';

const EMPTY = { oldPassword: '', password: '', confirmpassword: '' };
const FIELDS = Object.keys(EMPTY);

/**
 * The form of a password change (forced reset, Settings): the current password, the new one and
 * its confirmation, with messages only after a submit attempt (spec section 5). `serverNames`
 * says which field a server message belongs to: each call names the passwords its own way.
 */
export function usePasswordChangeForm<T>(
  schema: FormSchema<T>,
  serverNames: Record<string, 'oldPassword' | 'password'>,
) {
  const form = useForm(schema, EMPTY, { errorsAfterSubmitOnly: true });
  const { onError } = useServerErrors(form.setServerErrors, FIELDS, serverNames);
  return { form, onError };
}
