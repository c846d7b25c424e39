import { Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Panel } from '../../../components/panel';

/** One part of Settings: a card with its heading and, beside it, what can be done there. */
export function SettingsSection({
  title,
  titleId,
  action,
  children,
}: {
  title: string;
  titleId?: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Panel component="section">
      <Group justify="space-between" align="center" mb="lg" gap="sm">
        <Title order={2} fz={18} id={titleId}>
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </Panel>
  );
}
