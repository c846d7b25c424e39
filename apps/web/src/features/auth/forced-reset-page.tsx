import { forcedResetForm, messages, routes } from '@ddp/contract';
import { Alert, Button, Stack } from '@mantine/core';
import { IconClockExclamation } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { BackLink } from '../../components/back-link';
import { DismissibleAlert } from '../../components/dismissible-alert';
import { PageCard } from '../../components/page-card';
import { NEW_PASSWORD_HINT, PasswordField } from '../../components/password-field';
import { ApiError } from '../../lib/api-client';
import { useSession } from '../../lib/session-store';
import { useForm } from '../../lib/use-form';
import { forcedReset } from './auth-api';

// The server names the fields of the call; the form has its own names.
const FIELD_OF = { oldPass: 'oldPassword', newPass: 'password' } as const;

/** /resetpassword: the password is older than 90 days (spec sections 2 and 4). */
export default function ForcedResetPage() {
  const navigate = useNavigate();
  const { email = '', temporaryToken = '' } = useSession();
  const form = useForm(
    forcedResetForm,
    { oldPassword: '', password: '', confirmpassword: '' },
    { errorsAfterSubmitOnly: true },
  );
  const mutation = useMutation({
    mutationFn: (data: { oldPassword: string; password: string }) =>
      forcedReset({ email, oldPass: data.oldPassword, newPass: data.password }, temporaryToken),
    // The temporary token stays valid: the code step follows (spec section 4).
    onSuccess: (reply) =>
      navigate(routes.twoFactor, {
        replace: true,
        state: { notice: reply.message ?? messages.forcedResetDone },
      }),
    onError: (error) => {
      if (!(error instanceof ApiError) || !error.fieldErrors) return;
      const fields: Record<string, string> = {};
      for (const [name, text] of Object.entries(error.fieldErrors)) {
        const field = FIELD_OF[name as keyof typeof FIELD_OF];
        if (field) fields[field] = text;
      }
      form.setServerErrors(fields);
    },
  });

  // A message that sits on its field need not show twice.
  const onAField = mutation.error instanceof ApiError && mutation.error.fieldErrors !== undefined;
  const { oldPassword, password, confirmpassword } = form.values;
  const allFilled = oldPassword !== '' && password !== '' && confirmpassword !== '';

  return (
    <PageCard title="Reset your password">
      <Alert color="orange" variant="light" icon={<IconClockExclamation size={20} aria-hidden />}>
        {messages.passwordTooOld}
      </Alert>
      {mutation.error && !onAField ? (
        <DismissibleAlert kind="error" onClose={mutation.reset}>
          {mutation.error.message}
        </DismissibleAlert>
      ) : null}
      <form onSubmit={form.handleSubmit((data) => mutation.mutate(data))} noValidate>
        <Stack gap="md">
          <input type="hidden" name="username" autoComplete="username" value={email} />
          <PasswordField
            id="forced-old-password"
            label="Old password"
            autoComplete="current-password"
            required
            {...form.bindText('oldPassword')}
          />
          <PasswordField
            id="forced-new-password"
            label="New password"
            description={NEW_PASSWORD_HINT}
            autoComplete="new-password"
            required
            {...form.bindText('password')}
          />
          <PasswordField
            id="forced-confirm-password"
            label="Confirm password"
            autoComplete="new-password"
            required
            {...form.bindText('confirmpassword')}
          />
          <Button type="submit" fullWidth size="md" disabled={!allFilled} loading={mutation.isPending}>
            Send
          </Button>
        </Stack>
      </form>
      <BackLink to={routes.login}>Back to sign-in</BackLink>
    </PageCard>
  );
}
