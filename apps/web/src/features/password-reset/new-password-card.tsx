import { messages, type ResetLinkPayload, resetPasswordForm, routes } from '@ddp/contract';
import { TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { BackToSignIn } from '../../components/back-link';
import { CardForm } from '../../components/card-form';
import { MessagePopup } from '../../components/message-popup';
import { NewPasswordFields } from '../../components/new-password-fields';
import { PageCard } from '../../components/page-card';
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
    <PageCard title={messages.titleResetByLink} description={intro ?? messages.linkValid}>
      {linkRefusalOf(mutation.error) || ruleOf(mutation.error) ? null : (
        <MessagePopup mutation={mutation} title={messages.signInPasswordNotReset} />
      )}
      <CardForm
        onSubmit={form.handleSubmit(({ password }) => mutation.mutate(password))}
        submitLabel={messages.resetSubmit}
        sending={mutation.isPending}
      >
        <TextInput
          label={messages.kitEMail}
          type="email"
          autoComplete="username"
          value={link.email}
          readOnly
          variant="filled"
        />
        <NewPasswordFields
          id="reset"
          password={form.bindText('password')}
          confirm={form.bindText('confirmpassword')}
        />
      </CardForm>
      <BackToSignIn />
    </PageCard>
  );
}
