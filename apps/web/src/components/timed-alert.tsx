import { messages } from '@ddp/contract';
import { Alert, Group, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useCountdown } from './use-countdown';

/**
 * Spec section 9: the delete alert closes by itself after 5 seconds and shows the countdown
 * (Teams: a member deleted; Credentials: 'Credential Deleted!').
 */
export const AUTO_DISMISS_MS = 5000;

interface TimedAlertProps {
  children: string;
  onClose: () => void;
}

/** A success alert that closes itself; it waits while the pointer or the keyboard focus is on it. */
export function TimedAlert({ children, onClose }: TimedAlertProps) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const left = useCountdown(AUTO_DISMISS_MS, hovered || focused, onClose);

  return (
    <Alert
      color="teal"
      icon={<IconCircleCheck size={20} aria-hidden />}
      role="status"
      withCloseButton
      closeButtonLabel={messages.kitCloseMessage}
      onClose={onClose}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
    >
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm">{children}</Text>
        <Text size="xs" c="dimmed" aria-hidden data-testid="alert-countdown">
          {messages.kitClosesIn} {left} {messages.kitS}
        </Text>
      </Group>
    </Alert>
  );
}
