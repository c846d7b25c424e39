import { messages } from '@ddp/contract';
import { Button, Group, getDefaultZIndex, Stack, Text } from '@mantine/core';
import { useEffect, useLayoutEffect, useReducer, useRef, useState } from 'react';
import { Dialog } from '../../components/dialog';
import type { Warning } from '../../lib/session-expiry';
import { useSessionWarning } from '../../lib/session-warning';

const TICK_MS = 250;

/**
 * Shortly before the session ends (lib/session-expiry.ts, warningOf), what will happen and when.
 * An idle warning closes with any activity in any tab, as that is what puts the end off; 'Stay
 * signed in' is the explicit way. Nothing puts off the maximum time: that warning only tells, and
 * stays closed once dismissed. The end itself is the guard's, with the spec's messages on Login.
 */
export function SessionWarningDialog({ onSignOut }: { onSignOut: () => void }) {
  const shown = useSessionWarning();
  const [dismissed, setDismissed] = useState<Warning | null>(null);
  const warning = shown?.warning ?? null;
  const opened = warning !== null && warning !== dismissed;
  // What it said last, so that the text stays while the dialog fades out.
  const [said, setSaid] = useState(warning);
  if (warning && warning !== said) setSaid(warning);
  const seconds = useSecondsLeft(said?.endsAt ?? 0, opened);
  const idle = said?.kind === 'idle';
  const stay = () => shown?.stay();
  const dismiss = () => setDismissed(warning);
  // Closing an idle warning, however, says that someone is there.
  const close = idle ? stay : dismiss;
  useEscapeClosesOnlyThis(opened, close);
  return (
    <Dialog
      opened={opened}
      onClose={close}
      title={idle ? messages.sessionIdleWarningTitle : messages.sessionMaxWarningTitle}
      zIndex={getDefaultZIndex('overlay')}
    >
      <Stack gap="lg">
        {/* A timer is not a live region: screen readers hear the time once, not every second. */}
        {/* Formatted only once there is a warning: the first number formatted costs a slow phone
            tens of milliseconds of every signed-in screen's start, for a dialog that is closed. */}
        <Text role="timer">{said && warningText(said, seconds)}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onSignOut}>
            {messages.signOutNow}
          </Button>
          <Button onClick={close} data-autofocus>
            {idle ? messages.staySignedIn : messages.sessionWarningDismiss}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}

function warningText(warning: Warning, seconds: number): string {
  return warning.kind === 'idle' ? messages.sessionIdleWarning(seconds) : messages.sessionMaxWarning(seconds);
}

/** Whole seconds until `endsAt`, rounded up; it counts down while `running`. */
function useSecondsLeft(endsAt: number, running: boolean): number {
  const [, tick] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(tick, TICK_MS);
    return () => clearInterval(timer);
  }, [running]);
  // Read at each render, so that the first one after opening shows the right time already.
  return Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
}

/**
 * Mantine closes every open dialog on Escape, and the warning can open over another one (a secret
 * shown once), which must stay. Window listeners run in the order they were added: this one is
 * added in a layout effect, before any dialog's own (a passive effect), so it takes the key first,
 * closes the warning and keeps the key from the others.
 */
function useEscapeClosesOnlyThis(opened: boolean, close: () => void): void {
  const current = useRef({ opened, close });
  current.current = { opened, close };
  useLayoutEffect(() => {
    const closeThisOnly = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.isComposing || !current.current.opened) return;
      event.stopImmediatePropagation();
      current.current.close();
    };
    window.addEventListener('keydown', closeThisOnly, { capture: true });
    return () => window.removeEventListener('keydown', closeThisOnly, { capture: true });
  }, []);
}
