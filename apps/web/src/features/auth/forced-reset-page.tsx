import { forcedResetForm, messages, routes } from '@ddp/contract';
import { Alert } from '@mantine/core';
import { IconClockExclamation } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { BackToSignIn } from '../../components/back-link';
import { CardForm } from '../../components/card-form';
import { MessagePopup } from '../../components/message-popup';
import { PageCard } from '../../components/page-card';
import { PasswordChangeFields } from '../../components/password-change-fields';
import { useSession } from '../../lib/session-store';
import { usePasswordChangeForm } from '../../lib/use-password-change-form';
import { hasFieldErrors } from '../../lib/use-server-errors';
import { forcedReset } from './auth-api';

// The server names the fields of the call; the form has its own names.
const FIELD_OF = { oldPass: 'oldPassword', newPass: 'password' } as const;

/** /resetpassword: the password is older than 90 days (spec sections 2 and 4). */
export default function ForcedResetPage() {
  const navigate = useNavigate();
  const { email = '', temporaryToken = '' } = useSession();
  const { form, onError } = usePasswordChangeForm(forcedResetForm, FIELD_OF);
  const mutation = useMutation({
    mutationFn: (data: { oldPassword: string; password: string }) =>
      forcedReset({ email, oldPass: data.oldPassword, newPass: data.password }, temporaryToken),
    // The temporary token stays valid: the code step follows (spec section 4).
    onSuccess: (reply) =>
      navigate(routes.twoFactor, {
        replace: true,
        state: { notice: reply.message ?? messages.forcedResetDone },
      }),
    onError,
  });

  const { oldPassword, password, confirmpassword } = form.values;
  const allFilled = oldPassword !== '' && password !== '' && confirmpassword !== '';

  return (
    <PageCard title={messages.titleForcedReset}>
      <Alert color="orange" variant="light" icon={<IconClockExclamation size={20} aria-hidden />}>
        {messages.passwordTooOld}
      </Alert>
      {hasFieldErrors(mutation.error) ? null : (
        <MessagePopup mutation={mutation} title={messages.signInPasswordNotReset} />
      )}
      <CardForm
        onSubmit={form.handleSubmit((data) => mutation.mutate(data))}
        submitLabel={messages.signInSend}
        sending={mutation.isPending}
        disabled={!allFilled}
      >
        <PasswordChangeFields
          id="forced"
          email={email}
          currentLabel={messages.signInOldPassword}
          bindText={form.bindText}
        />
      </CardForm>
      <BackToSignIn />
    </PageCard>
  );
}
