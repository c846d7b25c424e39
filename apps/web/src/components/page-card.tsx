import { messages } from '@ddp/contract';
import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface PageCardProps {
  /** The screen's heading, and its name in the browser tab. */
  title: string;
  description?: ReactNode;
  /** Wider cards hold long forms such as registration. */
  width?: number;
  children: ReactNode;
}

/**
 * The centred card that holds a public screen (sign-in, code, registration). Its heading names the
 * browser tab as well: React 19 moves the `<title>` into the document's head.
 */
export function PageCard({ title, description, width = 440, children }: PageCardProps) {
  return (
    <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={width} mx="auto">
      <title>{messages.documentTitle(title)}</title>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 24, sm: 26 }}>
            {title}
          </Title>
          {description ? (
            <Text c="dimmed" size="sm">
              {description}
            </Text>
          ) : null}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}
