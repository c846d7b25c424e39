import { changePasswordForm, messages } from '@ddp/contract';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { DismissibleAlert } from '../../../components/dismissible-alert';
import { NEW_PASSWORD_HINT, PasswordField } from '../../../components/password-field';
import { ApiError } from '../../../lib/api-client';
import { useForm } from '../../../lib/use-form';
import { updatePassword } from '../accounts-api';

// update-password names the new password `confirmpassword` (spec section 7); the form does not.
const FIELD_OF: Record<string, 'oldPassword' | 'password'> = {
  oldpassword: 'oldPassword',
  confirmpassword: 'password',
  newPass: 'password',
};

interface ChangePasswordProps {
  email: string;
  onClose: () => void;
  onUpdated: (message: string) => void;
}

/**
 * Old, new and confirmation, each with a show/hide toggle (spec section 2). The dialog stays
 * mounted so the focus returns to its button; the form inside starts empty each time.
 */
export function ChangePasswordModal({ opened, ...props }: ChangePasswordProps & { opened: boolean }) {
  return (
    <Modal opened={opened} onClose={props.onClose} title="Change password" centered radius="md" size="md">
      <ChangePasswordForm {...props} />
    </Modal>
  );
}

function ChangePasswordForm({ email, onClose, onUpdated }: ChangePasswordProps) {
  const form = useForm(
    changePasswordForm,
    { oldPassword: '', password: '', confirmpassword: '' },
    { errorsAfterSubmitOnly: true },
  );
  const mutation = useMutation({
    mutationFn: (data: { oldPassword: string; password: string }) =>
      updatePassword({ confirmpassword: data.password, email, oldpassword: data.oldPassword }),
    onSuccess: (reply) => onUpdated(reply.message ?? messages.passwordUpdated),
    onError: (error) => {
      if (!(error instanceof ApiError) || !error.fieldErrors) return;
      const fields: Record<string, string> = {};
      for (const [name, text] of Object.entries(error.fieldErrors)) {
        const field = FIELD_OF[name];
        if (field) fields[field] ??= text;
      }
      form.setServerErrors(fields);
    },
  });
  // A message that sits on its field need not show twice.
  const onAField = mutation.error instanceof ApiError && mutation.error.fieldErrors !== undefined;

  return (
    <form onSubmit={form.handleSubmit((data) => mutation.mutate(data))} noValidate>
      <Stack gap="md">
        {mutation.error && !onAField ? (
          <DismissibleAlert kind="error" onClose={mutation.reset}>
            {mutation.error.message}
          </DismissibleAlert>
        ) : null}
        <input type="hidden" name="username" autoComplete="username" value={email} />
        <PasswordField
          id="settings-old-password"
          label="Current password"
          autoComplete="current-password"
          required
          data-autofocus
          {...form.bindText('oldPassword')}
        />
        <PasswordField
          id="settings-new-password"
          label="New password"
          description={NEW_PASSWORD_HINT}
          autoComplete="new-password"
          required
          {...form.bindText('password')}
        />
        <PasswordField
          id="settings-confirm-password"
          label="Confirm new password"
          autoComplete="new-password"
          required
          {...form.bindText('confirmpassword')}
        />
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            Update
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
