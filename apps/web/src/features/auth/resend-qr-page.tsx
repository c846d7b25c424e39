import { durations, messages, resendQrRequest, routes } from '@ddp/contract';
import { PasswordInput } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { BackLink } from '../../components/back-link';
import { CardForm } from '../../components/card-form';
import { DismissibleAlert } from '../../components/dismissible-alert';
import { EmailField } from '../../components/email-field';
import { MutationErrorAlert } from '../../components/mutation-error-alert';
import { PageCard } from '../../components/page-card';
import { useForm } from '../../lib/use-form';
import { resendQrCode } from './auth-api';

/** /resend-qrcode: e-mail and password, then a new QR code is mailed (spec section 2). */
export default function ResendQrPage() {
  const navigate = useNavigate();
  const form = useForm(resendQrRequest, { email: '', password: '' });
  const [sent, setSent] = useState<string>();
  const mutation = useMutation({
    mutationFn: resendQrCode,
    onSuccess: (reply) => setSent(reply.message ?? messages.qrResent),
  });

  // Spec section 9: back to Login 1.5 s after the success message; Login shows it once more.
  useEffect(() => {
    if (!sent) return;
    const timer = window.setTimeout(
      () => navigate(routes.login, { replace: true, state: { notice: sent } }),
      durations.resendQrRedirectMs,
    );
    return () => window.clearTimeout(timer);
  }, [sent, navigate]);

  return (
    <PageCard title={messages.titleResendQr} description={messages.resendQrIntro}>
      {sent ? <DismissibleAlert kind="info">{sent}</DismissibleAlert> : null}
      <MutationErrorAlert mutation={mutation} />
      <CardForm
        onSubmit={form.handleSubmit((request) => mutation.mutate(request))}
        submitLabel={messages.signInSend}
        sending={mutation.isPending}
        disabled={!form.isValid || sent !== undefined}
      >
        <EmailField {...form.bindText('email')} />
        <PasswordInput
          visibilityToggleFocusable
          label={messages.signInPassword}
          autoComplete="current-password"
          required
          leftSection={<IconLock size={16} aria-hidden />}
          {...form.bindText('password')}
        />
      </CardForm>
      <BackLink to={routes.twoFactor}>{messages.signInBackToTheCodeScreen}</BackLink>
    </PageCard>
  );
}
