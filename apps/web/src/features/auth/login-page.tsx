import { routes, signInForm } from '@ddp/contract';
import { Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { IconLock, IconMail } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { DismissibleAlert } from '../../components/dismissible-alert';
import { PageCard } from '../../components/page-card';
import { RouterAnchor } from '../../components/router-anchor';
import { formatLoginTime } from '../../lib/login-time';
import { loginNoticeFor } from '../../lib/logout-reasons';
import { noticeFromState } from '../../lib/route-notice';
import { signedInState } from '../../lib/session-rules';
import { replaceSession, useSession } from '../../lib/session-store';
import { useForm } from '../../lib/use-form';
import { login } from './auth-api';

export function LoginPage() {
  const [search] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const form = useForm(signInForm, { email: '', password: '' });
  const mutation = useMutation({ mutationFn: login });

  if (signedInState(session, Date.now()) === 'ok') return <Navigate to={routes.viewCredentials} replace />;

  const sessionNotice = loginNoticeFor(search);
  const handedOver = noticeFromState(location.state);

  const submit = form.handleSubmit((request) => {
    mutation.mutate(request, {
      onSuccess: (reply) => {
        const now = formatLoginTime(new Date());
        replaceSession({
          email: request.email,
          temporaryToken: reply.data,
          initialLoginTime: now,
          temporaryLoginTime: now,
        });
        navigate(reply.reset_password ? routes.forcedReset : routes.twoFactor);
      },
    });
  });

  return (
    <PageCard title="Sign in" description="Use your e-mail address and password to continue.">
      {sessionNotice ? <DismissibleAlert kind="info">{sessionNotice}</DismissibleAlert> : null}
      {handedOver ? <DismissibleAlert kind="success">{handedOver}</DismissibleAlert> : null}
      {mutation.error ? (
        <DismissibleAlert kind="error" onClose={mutation.reset}>
          {mutation.error.message}
        </DismissibleAlert>
      ) : null}
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="E-mail"
            type="email"
            autoComplete="username"
            required
            leftSection={<IconMail size={16} aria-hidden />}
            value={form.values.email}
            onChange={(event) => form.setField('email', event.currentTarget.value)}
            onBlur={() => form.touch('email')}
            error={form.errorOf('email')}
          />
          <PasswordInput
            visibilityToggleFocusable
            label="Password"
            autoComplete="current-password"
            required
            leftSection={<IconLock size={16} aria-hidden />}
            value={form.values.password}
            onChange={(event) => form.setField('password', event.currentTarget.value)}
            onBlur={() => form.touch('password')}
            error={form.errorOf('password')}
          />
          <Group justify="flex-end" mt={-4}>
            <RouterAnchor to={routes.forgotPassword} size="sm">
              Forgot password?
            </RouterAnchor>
          </Group>
          <Button type="submit" fullWidth size="md" disabled={!form.isValid} loading={mutation.isPending}>
            Sign in
          </Button>
        </Stack>
      </form>
      <Text size="sm" ta="center" c="dimmed">
        New here? <RouterAnchor to={routes.registration}>Create an account</RouterAnchor>
      </Text>
    </PageCard>
  );
}
