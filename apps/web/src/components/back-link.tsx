import { messages, routes } from '@ddp/contract';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { RouterAnchor } from './router-anchor';

/** The "back to …" link under a public screen's form. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <RouterAnchor to={to} size="sm">
      <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle', marginRight: 4 }} />
      {children}
    </RouterAnchor>
  );
}

/** Under a public form: the way back to Login. */
export function BackToSignIn() {
  return <BackLink to={routes.login}>{messages.kitBackToSignIn}</BackLink>;
}
