import { messages } from '@ddp/contract';
import { Alert, Box, Button, Center, Group, Loader, Text } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { useEffect, useState } from 'react';

/** How long an app may take to load before the screen says it did not. */
export const APP_LOAD_TIMEOUT_MS = 20_000;

interface AppFrameProps {
  name: string;
  url: string;
  /** Loads the app again, cookies re-applied (the parent gives the frame a new `key`). */
  onRetry: () => void;
}

type FrameState = 'loading' | 'loaded' | 'failed';

/**
 * Whether a frame that fired `load` shows the app. A browser also fires it for its own error page
 * (the address cannot be reached, the app refuses to be framed): for an app on the portal's own
 * origin that page is of another origin, so its document cannot be read, and a reply of 400 or more
 * counts as failed too. An app on another origin can never be read: its `load` is taken as loaded.
 */
function frameShowsApp(frame: HTMLIFrameElement, url: string): boolean {
  const target = new URL(url, window.location.href);
  if (target.origin !== window.location.origin) return true;
  try {
    const document = frame.contentDocument;
    if (!document || document.location.href === 'about:blank') return false;
    const navigation = frame.contentWindow?.performance.getEntriesByType('navigation')[0] as
      | (PerformanceNavigationTiming & { responseStatus?: number })
      | undefined;
    return !(navigation?.responseStatus !== undefined && navigation.responseStatus >= 400);
  } catch {
    return false;
  }
}

/**
 * The selected app in a frame. The parent gives it a new `key` to load it again, so the app reads
 * the cookies as they are now (after Create Token, for one). An app that fails to load, or takes
 * longer than APP_LOAD_TIMEOUT_MS, is said so, with a way to try again.
 */
export function AppFrame({ name, url, onRetry }: AppFrameProps) {
  const [state, setState] = useState<FrameState>('loading');

  useEffect(() => {
    const timer = window.setTimeout(
      () => setState((current) => (current === 'loading' ? 'failed' : current)),
      APP_LOAD_TIMEOUT_MS,
    );
    return () => window.clearTimeout(timer);
  }, []);

  return (
    <Box pos="relative">
      {state === 'loading' ? (
        <Center pos="absolute" inset={0} role="status" aria-label={messages.appsLoading({ name: name })}>
          <Group gap="xs">
            <Loader size="sm" />
            <Text size="sm" c="dimmed">
              {messages.appsLoading({ name })}…
            </Text>
          </Group>
        </Center>
      ) : null}
      {state === 'failed' ? (
        <Alert
          color="red"
          role="alert"
          mb="sm"
          title={messages.appsDidNotLoad({ name: name })}
          icon={<IconAlertCircle size={20} aria-hidden />}
        >
          <Text size="sm" mb="sm">
            {messages.appsTheAppCouldNotBe}
          </Text>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconRefresh size={14} aria-hidden />}
            onClick={onRetry}
          >
            {messages.kitTryAgain}
          </Button>
        </Alert>
      ) : null}
      <iframe
        title={messages.appsFrontEndApp({ name: name })}
        src={url}
        onLoad={(event) => setState(frameShowsApp(event.currentTarget, url) ? 'loaded' : 'failed')}
        style={{
          display: state === 'failed' ? 'none' : 'block',
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
