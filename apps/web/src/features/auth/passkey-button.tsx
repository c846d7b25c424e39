import { messages } from '@ddp/contract';
import { Button } from '@mantine/core';
import type { ReactNode } from 'react';
import { passkeysSupported } from '../../lib/passkeys-supported';

/**
 * The code screen's "Use a passkey instead". Its icon is given by the file that comes later: the
 * room kept for the button needs none, and Login's first download stays within its budget.
 */
export function PasskeyButton({
  icon,
  loading,
  onClick,
}: {
  icon?: ReactNode;
  loading?: boolean;
  onClick?: () => void;
}) {
  return (
    <Button
      variant="default"
      size="md"
      fullWidth
      leftSection={icon}
      loading={loading}
      disabled={!onClick}
      onClick={onClick}
    >
      {messages.signInUsePasskey}
    </Button>
  );
}

/**
 * The button's room while its file loads (a file of its own, to keep Login's first
 * download small): without it the links below moved down when it arrived, under a finger or a
 * pointer already on its way to them. Hidden, so nobody can see, reach or press it meanwhile.
 */
export function PasskeyRoom() {
  if (!passkeysSupported()) return null;
  return (
    <div style={{ visibility: 'hidden' }} data-passkey-room>
      <PasskeyButton />
    </div>
  );
}
