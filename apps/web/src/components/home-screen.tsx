import { messages } from '@ddp/contract';
import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface HomeScreenProps {
  /** The screen's one level-1 heading, as the side menu names it; the browser tab's name too. */
  title: string;
  /** One line on what the screen is for. */
  intro: string;
  /** The widest the screen grows; tables want more room than forms. */
  width: number;
  children: ReactNode;
}

/**
 * A screen under /home: its heading and a line on what it is for, then its content. The heading
 * names the browser tab as well (React 19 moves the `<title>` into the document's head).
 */
export function HomeScreen({ title, intro, width, children }: HomeScreenProps) {
  return (
    <Stack gap="lg" maw={width}>
      <title>{messages.documentTitle(title)}</title>
      <div>
        <Title order={1} fz={28}>
          {title}
        </Title>
        <Text c="dimmed" size="sm">
          {intro}
        </Text>
      </div>
      {children}
    </Stack>
  );
}
