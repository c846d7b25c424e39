import { messages, routes } from '@ddp/contract';
import { Alert, Text } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { PageCard } from '../../../components/page-card';
import { RouterAnchor } from '../../../components/router-anchor';

/** An invitation link that cannot be used: expired, used, superseded or not readable. */
export function LinkProblemCard({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <PageCard title="Invitation link">
      <Alert color="red" role="alert" icon={<IconAlertCircle size={20} aria-hidden />}>
        {message}
      </Alert>
      {children ?? <Text size="sm">{messages.invitationAskAgain}</Text>}
      <RouterAnchor to={routes.login} size="sm">
        <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle', marginRight: 4 }} />
        Back to sign-in
      </RouterAnchor>
    </PageCard>
  );
}
