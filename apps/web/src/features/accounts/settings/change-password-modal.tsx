import { changePasswordForm, messages } from '@ddp/contract';
import { Button, Group, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Dialog } from '../../../components/dialog';
import { MutationErrorAlert } from '../../../components/mutation-error-alert';
import { PasswordChangeFields } from '../../../components/password-change-fields';
import { usePasswordChangeForm } from '../../../lib/use-password-change-form';
import { hasFieldErrors } from '../../../lib/use-server-errors';
import { updatePassword } from '../accounts-api';

// update-password names the new password `confirmpassword` (spec section 7); the form does not.
const FIELD_OF = {
  oldpassword: 'oldPassword',
  confirmpassword: 'password',
  newPass: 'password',
} as const;

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
    <Dialog opened={opened} onClose={props.onClose} title={messages.accountChangePassword} size="md">
      <ChangePasswordForm {...props} />
    </Dialog>
  );
}

function ChangePasswordForm({ email, onClose, onUpdated }: ChangePasswordProps) {
  const { form, onError } = usePasswordChangeForm(changePasswordForm, FIELD_OF);
  const mutation = useMutation({
    mutationFn: (data: { oldPassword: string; password: string }) =>
      updatePassword({ confirmpassword: data.password, email, oldpassword: data.oldPassword }),
    onSuccess: (reply) => onUpdated(reply.message ?? messages.passwordUpdated),
    onError,
  });

  return (
    <form onSubmit={form.handleSubmit((data) => mutation.mutate(data))} noValidate>
      <Stack gap="md">
        {hasFieldErrors(mutation.error) ? null : <MutationErrorAlert mutation={mutation} />}
        <PasswordChangeFields
          id="settings"
          email={email}
          currentLabel={messages.accountCurrentPassword}
          confirmLabel={messages.accountConfirmNewPassword}
          bindText={form.bindText}
          focusFirst
        />
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onClose}>
            {messages.kitCancel}
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            {messages.accountUpdate}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
