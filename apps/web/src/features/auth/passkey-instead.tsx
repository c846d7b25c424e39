import { messages, type TotpValidateReply } from '@ddp/contract';
import { Alert, Stack, Text } from '@mantine/core';
import { IconFingerprint } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { passkeysSupported } from '../../lib/passkeys-supported';
import { CeremonyFailed, signWithPasskey } from '../../lib/webauthn';
import { passkeySignIn, passkeySignInOptions } from './passkey-api';
import { PasskeyButton } from './passkey-button';

/**
 * "Use a passkey instead" on the code screen, for browsers that can: the server says whether the
 * person has passkeys only now, after the password step. A passkey that is refused reads like a
 * wrong code does, and the code field stays there.
 */
export function PasskeyInstead({
  email,
  temporaryToken,
  onSignedIn,
}: {
  email: string;
  temporaryToken: string;
  onSignedIn: (reply: TotpValidateReply) => void;
}) {
  const [prompting, setPrompting] = useState(false);
  const ceremony = useMutation({
    mutationFn: async () => {
      const { options } = await passkeySignInOptions(email, temporaryToken);
      setPrompting(true);
      try {
        const response = await signWithPasskey(options);
        return await passkeySignIn(email, response, temporaryToken);
      } finally {
        setPrompting(false);
      }
    },
    onSuccess: onSignedIn,
  });
  if (!passkeysSupported()) return null;
  const error = ceremony.error;
  const shown =
    error instanceof ApiError && error.code === 'bad_code' ? messages.signInPasskeyRefused : error?.message;

  return (
    <Stack gap="xs">
      {shown ? (
        <Alert color={error instanceof CeremonyFailed ? 'orange' : 'red'} role="alert">
          {shown}
        </Alert>
      ) : null}
      {prompting ? (
        <Text size="sm" role="status" ta="center">
          {messages.signInPasskeyWaiting}
        </Text>
      ) : null}
      <PasskeyButton
        icon={<IconFingerprint size={18} aria-hidden />}
        loading={ceremony.isPending}
        onClick={() => ceremony.mutate()}
      />
    </Stack>
  );
}
