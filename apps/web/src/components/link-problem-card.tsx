import { messages, routes } from '@ddp/contract';
import { Alert, Center, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { BackToSignIn } from './back-link';
import { PageCard } from './page-card';
import { QueryErrorAlert } from './query-error-alert';

interface LinkProblemCardProps {
  /** The screen the link leads to ('Invitation link', 'Reset your password'). */
  title: string;
  /** What is wrong with the link: expired, used, superseded or not readable. */
  message: string;
  /** What the person can do about it. */
  children: ReactNode;
}

/** A mailed link that cannot be used, and the way back to sign-in. */
export function LinkProblemCard({ title, message, children }: LinkProblemCardProps) {
  return (
    <PageCard title={title}>
      <Alert color="red" role="alert" icon={<IconAlertCircle size={20} aria-hidden />}>
        {message}
      </Alert>
      {children}
      <BackToSignIn />
    </PageCard>
  );
}

// Spec section 8: an unreadable link shows 'Not a valid token' and leads to Login; the pause
// lets the message be read.
const REDIRECT_MS = 3000;

/** A mailed link that cannot even be read: 'Not a valid token', then Login after 3 seconds. */
export function NotValidLink({ title }: { title: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(() => navigate(routes.login, { replace: true }), REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [navigate]);

  return (
    <LinkProblemCard title={title} message={messages.notValidToken}>
      <Text size="sm" c="dimmed">
        {messages.redirectingToSignIn}
      </Text>
    </LinkProblemCard>
  );
}

/**
 * A mailed link while the server checks it on opening, or the reason the check could not be made
 * (the server unreachable): the person learns of a used or expired link before filling a form.
 */
export function LinkCheckCard({
  title,
  check,
  checking,
}: {
  title: string;
  check: UseQueryResult<unknown>;
  /** 'Checking your link…' */
  checking: string;
}) {
  return (
    <PageCard title={title}>
      {check.error ? (
        <QueryErrorAlert query={check} />
      ) : (
        <Center py="lg">
          <Stack align="center" gap="xs" role="status">
            <Loader size="md" />
            <Text size="sm" c="dimmed">
              {checking}
            </Text>
          </Stack>
        </Center>
      )}
    </PageCard>
  );
}
