import { messages } from '@ddp/contract';
import { Box, Center, Code, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';

type Drawn = { state: 'drawing' } | { state: 'drawn'; src: string } | { state: 'failed' };

/**
 * A new authenticator's QR code, drawn in the page, and its key for typing by hand. The QR
 * library (docs/decisions.md, "QR codes on screen") is loaded only when this is shown. The code is
 * dark on white in both colour schemes: authenticator apps read it that way.
 */
export function AuthenticatorKey({ otpauthUri, secret }: { otpauthUri: string; secret: string }) {
  const [drawn, setDrawn] = useState<Drawn>({ state: 'drawing' });
  useEffect(() => {
    let current = true;
    setDrawn({ state: 'drawing' });
    import('qrcode')
      .then((QRCode) => QRCode.toString(otpauthUri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }))
      .then((svg) => {
        if (current)
          setDrawn({ state: 'drawn', src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` });
      })
      .catch(() => {
        if (current) setDrawn({ state: 'failed' });
      });
    return () => {
      current = false;
    };
  }, [otpauthUri]);

  return (
    <Stack gap="sm" align="center">
      <Box w={200} h={200} bg="white" style={{ borderRadius: 8, flexShrink: 0 }}>
        {drawn.state === 'drawn' ? (
          <img
            src={drawn.src}
            alt={messages.enrolQrAlt}
            width={200}
            height={200}
            data-testid="authenticator-qr"
          />
        ) : drawn.state === 'drawing' ? (
          <Center h={200}>
            <Loader size="sm" color="dark" aria-label={messages.enrolQrLoading} />
          </Center>
        ) : null}
      </Box>
      {drawn.state === 'failed' ? (
        <Text size="sm" role="alert">
          {messages.enrolQrFailed}
        </Text>
      ) : null}
      <Text size="sm" id="authenticator-key-label">
        {messages.enrolKeyLabel}
      </Text>
      <Code
        block
        aria-labelledby="authenticator-key-label"
        data-testid="authenticator-key"
        translate="no"
        style={{
          fontSize: '1.05em',
          letterSpacing: '0.05em',
          textAlign: 'center',
          overflowWrap: 'anywhere',
          whiteSpace: 'normal',
        }}
      >
        {secret}
      </Code>
      <Text size="xs" c="dimmed" ta="center">
        {messages.enrolKeySettings}
      </Text>
    </Stack>
  );
}
