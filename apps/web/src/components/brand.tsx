import { messages } from '@ddp/contract';
import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconCode } from '@tabler/icons-react';

/** The product mark shown in every header. */
export function Brand() {
  return (
    <Group gap="xs" wrap="nowrap">
      <ThemeIcon
        size={34}
        radius="md"
        variant="gradient"
        gradient={{ from: 'indigo.7', to: 'cyan.6', deg: 135 }}
      >
        <IconCode size={20} stroke={2.2} aria-hidden />
      </ThemeIcon>
      <Text
        component="span"
        fw={700}
        size="lg"
        c="var(--ddp-color-brand)"
        style={{ letterSpacing: '-0.01em' }}
      >
        {messages.layoutDeveloperPortal}
      </Text>
    </Group>
  );
}
