import type { PersonalDetailsReply } from '@ddp/contract';
import { messages } from '@ddp/contract';
import { Group, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { type Icon, IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { loginShown } from './details-text';

interface LoginTileProps {
  title: string;
  icon: Icon;
  color: string;
  at: string | null;
  ip: string | null;
}

function LoginTile({ title, icon: TileIcon, color, at, ip }: LoginTileProps) {
  const shown = loginShown(at, ip);
  return (
    <Group gap="md" wrap="nowrap" align="flex-start">
      <ThemeIcon size={36} radius="md" variant="light" color={color} aria-hidden>
        <TileIcon size={20} />
      </ThemeIcon>
      <div>
        <Text fw={600} size="sm">
          {title}
        </Text>
        <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums' }} translate="no">
          {shown.time}
        </Text>
        <Text size="xs" c="dimmed">
          {messages.accountIpAddress} <span translate="no">{shown.ip}</span>
        </Text>
      </div>
    </Group>
  );
}

/** Last successful and last unsuccessful login, with time (GMT) and IP (spec section 2). */
export function LoginActivity({ details }: { details: PersonalDetailsReply }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
      <LoginTile
        title={messages.accountLastSuccessfulLogin}
        icon={IconCircleCheck}
        color="teal"
        at={details.lastscucessfullogin}
        ip={details.lastsucessuserip}
      />
      <LoginTile
        title={messages.accountLastUnsuccessfulLogin}
        icon={IconCircleX}
        color="red"
        at={details.lastunsucessfulllogin}
        ip={details.lastunsucessuserip}
      />
    </SimpleGrid>
  );
}
