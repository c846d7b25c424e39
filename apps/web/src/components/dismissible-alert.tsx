import { messages } from '@ddp/contract';
import { Alert, type MantineColor } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';

const LOOKS = {
  error: { color: 'red', icon: IconAlertCircle, role: 'alert' },
  success: { color: 'teal', icon: IconCircleCheck, role: 'status' },
  info: { color: 'indigo', icon: IconInfoCircle, role: 'status' },
} as const satisfies Record<string, { color: MantineColor; icon: unknown; role: string }>;

interface DismissibleAlertProps {
  kind: keyof typeof LOOKS;
  title?: string;
  children: ReactNode;
  /** Called when the user closes it; without it the alert just hides until its text changes. */
  onClose?: () => void;
}

/** Error and info alerts can be closed (spec: "dismissible alerts"); errors are announced at once. */
export function DismissibleAlert({ kind, title, children, onClose }: DismissibleAlertProps) {
  // Remembers which message was closed, so that a new message shows again.
  const [closed, setClosed] = useState<ReactNode>(null);
  const look = LOOKS[kind];
  const Icon = look.icon;

  if (closed !== null && closed === children) return null;
  return (
    <Alert
      color={look.color}
      title={title}
      icon={<Icon size={20} aria-hidden />}
      role={look.role}
      withCloseButton
      closeButtonLabel={messages.kitCloseMessage}
      onClose={() => {
        // With onClose the parent removes the alert; otherwise it hides until its text changes.
        if (onClose) onClose();
        else setClosed(children);
      }}
    >
      {children}
    </Alert>
  );
}
