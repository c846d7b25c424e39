import { Paper } from '@mantine/core';
import type { ReactNode } from 'react';

/** The bordered card a /home screen puts its tabs, lists and sections on. */
export function Panel({ children, component }: { children: ReactNode; component?: 'section' }) {
  return (
    <Paper withBorder radius="lg" shadow="xs" p={{ base: 'md', sm: 'lg' }} component={component ?? 'div'}>
      {children}
    </Paper>
  );
}
