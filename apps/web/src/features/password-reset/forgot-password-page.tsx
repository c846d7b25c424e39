import { forgotPasswordRequest, messages, routes } from '@ddp/contract';
import { Button, Stack, TextInput } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { BackLink } from '../../components/back-link';
import { DismissibleAlert } from '../../components/dismissible-alert';
import { PageCard } from '../../components/page-card';
import { useForm } from '../../lib/use-form';
import { requestResetLink } from './password-reset-api';

/** /forgot-password: the e-mail address, then a reset link by mail (spec section 2). */
export default function ForgotPasswordPage() {
  const form = useForm(forgotPasswordRequest, { email: '' });
  const mutation = useMutation({ mutationFn: requestResetLink });

  return (
    <PageCard
      title="Forgot password"
      description="Enter the e-mail address of your account. We will mail you a link to choose a new password."
    >
      {mutation.data ? (
        <DismissibleAlert kind="info">{mutation.data.message ?? messages.forgotSent}</DismissibleAlert>
      ) : null}
      {mutation.error ? (
        <DismissibleAlert kind="error" onClose={mutation.reset}>
          {mutation.error.message}
        </DismissibleAlert>
      ) : null}
      <form onSubmit={form.handleSubmit((request) => mutation.mutate(request))} noValidate>
        <Stack gap="md">
          <TextInput
            label="E-mail"
            type="email"
            autoComplete="username"
            required
            leftSection={<IconMail size={16} aria-hidden />}
            {...form.bindText('email')}
          />
          <Button type="submit" fullWidth size="md" disabled={!form.isValid} loading={mutation.isPending}>
            Send
          </Button>
        </Stack>
      </form>
      <BackLink to={routes.login}>Back to sign-in</BackLink>
    </PageCard>
  );
}
