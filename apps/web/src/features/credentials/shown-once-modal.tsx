import { messages } from '@ddp/contract';
import { Alert, Button, Stack } from '@mantine/core';
import { Dialog } from '../../components/dialog';
import { Quickstart } from '../../components/quickstart';
import { SecretReveal } from '../../components/secret-reveal';

/**
 * Shows a client secret once, with the spec's warning that it cannot be seen again, and the
 * quickstart with that client's id and secret filled in.
 */
export function ShownOnceModal({
  title,
  clientId,
  secret,
  onClose,
}: {
  title: string;
  clientId?: string;
  secret: string | null;
  onClose: () => void;
}) {
  return (
    <Dialog opened={secret !== null} onClose={onClose} title={title} size={clientId ? 'xl' : 'lg'}>
      <Stack>
        <Alert color="yellow" role="status">
          {messages.credentialCreated}
        </Alert>
        {clientId ? <SecretReveal label={messages.credClientId} value={clientId} /> : null}
        <SecretReveal label={messages.credClientSecret} value={secret ?? ''} secret />
        {clientId && secret ? <Quickstart clientId={clientId} secret={secret} /> : null}
        <Button onClick={onClose}>{messages.credIHaveSavedIt}</Button>
      </Stack>
    </Dialog>
  );
}
