import { messages, routes, signInForm } from '@ddp/contract';
import { Group, PasswordInput, Text, TextInput } from '@mantine/core';
import { IconLock, IconMail } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { CardForm } from '../../components/card-form';
import { DismissibleAlert } from '../../components/dismissible-alert';
import { MutationErrorAlert } from '../../components/mutation-error-alert';
import { PageCard } from '../../components/page-card';
import { RouterAnchor } from '../../components/router-anchor';
import { formatLoginTime } from '../../lib/login-time';
import { loginNoticeFor } from '../../lib/logout-reasons';
import { passkeysSupported } from '../../lib/passkeys-supported';
import { useDevMailbox } from '../../lib/portal-links';
import { noticeFromState } from '../../lib/route-notice';
import { signedInState } from '../../lib/session-rules';
import { replaceSession, useSession } from '../../lib/session-store';
import { useForm } from '../../lib/use-form';
import { login } from './auth-api';
import { loadPasskeyInstead } from './passkey-instead-file';

export function LoginPage() {
  const [search] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const form = useForm(signInForm, { email: '', password: '' });
  const mutation = useMutation({ mutationFn: login });
  const devMailbox = useDevMailbox();

  if (signedInState(session, Date.now()) === 'ok') return <Navigate to={routes.viewCredentials} replace />;

  const sessionNotice = loginNoticeFor(search);
  const handedOver = noticeFromState(location.state);

  const submit = form.handleSubmit((request) => {
    if (passkeysSupported()) loadPasskeyInstead().catch(() => undefined);
    mutation.mutate(request, {
      onSuccess: (reply) => {
        const now = formatLoginTime(new Date());
        replaceSession({
          email: request.email,
          temporaryToken: reply.data,
          initialLoginTime: now,
          temporaryLoginTime: now,
        });
        // Ours (issue 22): an account that sets up its authenticator on screen does so now.
        const next = reply.enrol ? routes.enrolAuthenticator : routes.twoFactor;
        navigate(reply.reset_password ? routes.forcedReset : next);
      },
    });
  });

  return (
    <PageCard title={messages.titleSignIn} description={messages.signInUseYourEMailAddress}>
      {sessionNotice ? <DismissibleAlert kind="info">{sessionNotice}</DismissibleAlert> : null}
      {handedOver ? <DismissibleAlert kind="success">{handedOver}</DismissibleAlert> : null}
      <MutationErrorAlert mutation={mutation} />
      <CardForm
        onSubmit={submit}
        submitLabel={messages.titleSignIn}
        sending={mutation.isPending}
        disabled={!form.isValid}
      >
        {/* Inline rather than the kit's EmailField: shared with the lazily loaded screens, that
            module makes the bundler split Mantine pieces off Login's chunk, 1.3 KB more gzip
            against Login's budget (scripts/bundle-report.mjs). */}
        <TextInput
          label={messages.kitEMail}
          type="email"
          autoComplete="username"
          required
          leftSection={<IconMail size={16} aria-hidden />}
          {...form.bindText('email')}
        />
        <PasswordInput
          visibilityToggleFocusable
          label={messages.signInPassword}
          autoComplete="current-password"
          required
          leftSection={<IconLock size={16} aria-hidden />}
          {...form.bindText('password')}
        />
        <Group justify="flex-end" mt={-4}>
          <RouterAnchor to={routes.forgotPassword} size="sm">
            {messages.signInForgotPassword}
          </RouterAnchor>
        </Group>
      </CardForm>
      <Text size="sm" ta="center" c="dimmed">
        {messages.signInNewHere}{' '}
        <RouterAnchor to={routes.registration}>{messages.signInCreateAnAccount}</RouterAnchor>
      </Text>
      {devMailbox ? (
        // Development only: without an SMTP server every mail (login details, reset links) waits here.
        <Text size="sm" ta="center" c="dimmed">
          {messages.signInDevelopmentMailIsNotSent}{' '}
          <RouterAnchor to={routes.devMailbox}>{messages.signInDevMailbox}</RouterAnchor>.
        </Text>
      ) : null}
    </PageCard>
  );
}
