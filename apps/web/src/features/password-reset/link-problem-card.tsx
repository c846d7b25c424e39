import { routes } from '@ddp/contract';
import { Alert, Group, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { BackLink } from '../../components/back-link';
import { PageCard } from '../../components/page-card';
import { RouterAnchor } from '../../components/router-anchor';

/** A reset link that cannot be used: expired, used, superseded or not readable. */
export function LinkProblemCard({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <PageCard title="Reset your password">
      <Alert color="red" role="alert" icon={<IconAlertCircle size={20} aria-hidden />}>
        {message}
      </Alert>
      {children ?? (
        <Text size="sm">
          You can ask for a new link: <RouterAnchor to={routes.forgotPassword}>Forgot password</RouterAnchor>.
        </Text>
      )}
      <Group>
        <BackLink to={routes.login}>Back to sign-in</BackLink>
      </Group>
    </PageCard>
  );
}
