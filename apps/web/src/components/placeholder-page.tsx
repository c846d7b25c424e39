import { messages } from '@ddp/contract';
import { Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { PageCard } from './page-card';
import { RouterAnchor } from './router-anchor';

interface PlaceholderPageProps {
  title: string;
  backTo: string;
  backLabel: string;
  text?: string;
}

/** Stands in for a screen that a later piece of work builds, so links do not lead nowhere. */
export function PlaceholderPage({
  title,
  backTo,
  backLabel,
  text = messages.pageNotBuiltYet,
}: PlaceholderPageProps) {
  return (
    <PageCard title={title}>
      <Text>{text}</Text>
      <RouterAnchor to={backTo} size="sm">
        <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle', marginRight: 4 }} />
        {backLabel}
      </RouterAnchor>
    </PageCard>
  );
}
