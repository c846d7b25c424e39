import { Anchor, type AnchorProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, type To } from 'react-router';

interface RouterAnchorProps extends AnchorProps {
  to: To;
  children: ReactNode;
}

/** A text link that navigates inside the app without reloading it. */
export function RouterAnchor({ to, children, ...props }: RouterAnchorProps) {
  return (
    <Anchor component={Link} to={to} {...props}>
      {children}
    </Anchor>
  );
}
