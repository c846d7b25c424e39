import { Modal, type ModalProps } from '@mantine/core';
import { Fragment, type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { usePhoneLayout } from './use-phone-layout';

interface DialogProps {
  opened: boolean;
  onClose: () => void;
  /** The dialog's accessible name. */
  title: ReactNode;
  size?: ModalProps['size'];
  /** For a dialog that can open over another one (the session warning). */
  zIndex?: ModalProps['zIndex'];
  /** Once it has faded out: where the focus goes when the control that opened it is gone (or was
   * disabled as it opened). Without it, the control focused as it opened gets the focus back. */
  onExited?: () => void;
  children: ReactNode;
}

/**
 * Every dialog of the portal. It stays mounted and only opens and closes, so Mantine gives the
 * focus back to the control that opened it; what is inside starts afresh at each opening (a form
 * empty, a failure gone), even when it opens again before the closing transition has ended. On a
 * phone it fills the screen and its body scrolls, so no part of it is cut by the screen's edges.
 */
export function Dialog({ opened, onClose, title, size, zIndex, onExited, children }: DialogProps) {
  const opening = useOpeningCount(opened);
  const phone = usePhoneLayout();
  const opener = useOpener(opened);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size={size}
      zIndex={zIndex}
      centered
      fullScreen={phone}
      radius={phone ? 0 : 'md'}
      onExitTransitionEnd={onExited ?? (() => giveFocusBack(opener.current))}
    >
      <Fragment key={opening}>{children}</Fragment>
    </Modal>
  );
}

/** The element focused as the dialog opened, read before its focus trap moves the focus inside. */
function useOpener(opened: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (opened && document.activeElement instanceof HTMLElement) opener.current = document.activeElement;
  }, [opened]);
  return opener;
}

/**
 * Mantine gives the focus back 10 ms after closing, while the dialog still fades out; on a busy
 * machine a keyboard journey once found the focus on the page's body instead. Once the dialog is
 * gone, a focus left nowhere goes back to the control that opened it.
 */
function giveFocusBack(opener: HTMLElement | null) {
  requestAnimationFrame(() => {
    const focused = document.activeElement;
    const lost = focused === null || focused === document.body || !focused.isConnected;
    if (lost && opener?.isConnected) opener.focus({ preventScroll: true });
  });
}

/** Counts the times `opened` turned true (state adjusted while rendering, as React advises). */
function useOpeningCount(opened: boolean): number {
  const [seen, setSeen] = useState({ opened, count: 0 });
  if (seen.opened === opened) return seen.count;
  const count = opened ? seen.count + 1 : seen.count;
  setSeen({ opened, count });
  return count;
}
