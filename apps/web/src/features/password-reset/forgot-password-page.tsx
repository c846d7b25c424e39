import { forgotPasswordRequest, messages } from '@ddp/contract';
import { useMutation } from '@tanstack/react-query';
import { BackToSignIn } from '../../components/back-link';
import { CardForm } from '../../components/card-form';
import { DismissibleAlert } from '../../components/dismissible-alert';
import { EmailField } from '../../components/email-field';
import { MessagePopup } from '../../components/message-popup';
import { PageCard } from '../../components/page-card';
import { useForm } from '../../lib/use-form';
import { requestResetLink } from './password-reset-api';

/** /forgot-password: the e-mail address, then a reset link by mail (spec section 2). */
export default function ForgotPasswordPage() {
  const form = useForm(forgotPasswordRequest, { email: '' });
  const mutation = useMutation({ mutationFn: requestResetLink });

  return (
    <PageCard title={messages.titleForgotPassword} description={messages.resetEnterTheEMailAddress}>
      {mutation.data ? (
        <DismissibleAlert kind="info">{mutation.data.message ?? messages.forgotSent}</DismissibleAlert>
      ) : null}
      <MessagePopup mutation={mutation} title={messages.resetEMailNotSent} />
      <CardForm
        onSubmit={form.handleSubmit((request) => mutation.mutate(request))}
        submitLabel={messages.signInSend}
        sending={mutation.isPending}
        disabled={!form.isValid}
      >
        <EmailField {...form.bindText('email')} />
      </CardForm>
      <BackToSignIn />
    </PageCard>
  );
}
