import { Box, Center, Group, Loader, Text } from '@mantine/core';
import { useState } from 'react';

interface AppFrameProps {
  name: string;
  url: string;
}

/**
 * The selected app in a frame. The parent gives it a new `key` to load it again, so the app reads
 * the cookies as they are now (after Create Token, for one).
 */
export function AppFrame({ name, url }: AppFrameProps) {
  const [loaded, setLoaded] = useState(false);
  return (
    <Box pos="relative">
      {loaded ? null : (
        <Center pos="absolute" inset={0} role="status" aria-label={`Loading ${name}`}>
          <Group gap="xs">
            <Loader size="sm" />
            <Text size="sm" c="dimmed">
              Loading {name}…
            </Text>
          </Group>
        </Center>
      )}
      <iframe
        title={`Front-end app: ${name}`}
        src={url}
        onLoad={() => setLoaded(true)}
        style={{
          display: 'block',
          width: '100%',
          height: 'min(70vh, 720px)',
          minHeight: 420,
          border: '1px solid var(--mantine-color-gray-3)',
          borderRadius: 'var(--mantine-radius-md)',
          background: 'var(--mantine-color-white)',
        }}
      />
    </Box>
  );
}
