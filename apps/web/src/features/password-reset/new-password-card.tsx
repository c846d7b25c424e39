import { messages, type ResetLinkPayload, resetPasswordForm, routes } from '@ddp/contract';
import { Button, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { BackLink } from '../../components/back-link';
import { DismissibleAlert } from '../../components/dismissible-alert';
import { PageCard } from '../../components/page-card';
import { NEW_PASSWORD_HINT, PasswordField } from '../../components/password-field';
import { ApiError } from '../../lib/api-client';
import { useForm } from '../../lib/use-form';
import { resetPassword } from './password-reset-api';
import { linkRefusalOf } from './reset-link';

/** The server's password rule message, which belongs on the new password field. */
const ruleOf = (error: unknown) => (error instanceof ApiError ? error.fieldErrors?.newPass : undefined);

interface NewPasswordCardProps {
  link: ResetLinkPayload;
  /** The server's word on the checked link. */
  intro: string | undefined;
  onLinkRefused: (message: string) => void;
}

/** New password and confirmation; messages only after a submit attempt (spec section 5). */
export function NewPasswordCard({ link, intro, onLinkRefused }: NewPasswordCardProps) {
  const navigate = useNavigate();
  const form = useForm(
    resetPasswordForm,
    { password: '', confirmpassword: '' },
    { errorsAfterSubmitOnly: true },
  );
  const mutation = useMutation({
    mutationFn: (newPass: string) => resetPassword({ email: link.email, token: link.token, newPass }),
    onSuccess: (reply) =>
      navigate(routes.login, {
        replace: true,
        state: { notice: reply.message ?? messages.passwordResetDone },
      }),
    onError: (error) => {
      const refusal = linkRefusalOf(error);
      if (refusal) return onLinkRefused(refusal);
      const rule = ruleOf(error);
      if (rule) form.setServerErrors({ password: rule });
    },
  });

  return (
    <PageCard title="Reset your password" description={intro ?? messages.linkValid}>
      {mutation.error && !linkRefusalOf(mutation.error) && !ruleOf(mutation.error) ? (
        <DismissibleAlert kind="error" onClose={mutation.reset}>
          {mutation.error.message}
        </DismissibleAlert>
      ) : null}
      <form onSubmit={form.handleSubmit(({ password }) => mutation.mutate(password))} noValidate>
        <Stack gap="md">
          <TextInput
            label="E-mail"
            type="email"
            autoComplete="username"
            value={link.email}
            readOnly
            variant="filled"
          />
          <PasswordField
            id="reset-new-password"
            label="New password"
            description={NEW_PASSWORD_HINT}
            autoComplete="new-password"
            required
            {...form.bindText('password')}
          />
          <PasswordField
            id="reset-confirm-password"
            label="Confirm password"
            autoComplete="new-password"
            required
            {...form.bindText('confirmpassword')}
          />
          <Button type="submit" fullWidth size="md" loading={mutation.isPending}>
            Submit
          </Button>
        </Stack>
      </form>
      <BackLink to={routes.login}>Back to sign-in</BackLink>
    </PageCard>
  );
}
