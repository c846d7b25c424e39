import { messages } from '@ddp/contract';
import { Alert, Button, Stack } from '@mantine/core';
import { Dialog } from '../../components/dialog';
import { SecretReveal } from '../../components/secret-reveal';

/** Shows a client secret once, with the spec's warning that it cannot be seen again. */
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
    <Dialog opened={secret !== null} onClose={onClose} title={title} size="lg">
      <Stack>
        <Alert color="yellow" role="status">
          {messages.credentialCreated}
        </Alert>
        {clientId ? <SecretReveal label="client_id" value={clientId} /> : null}
        <SecretReveal label="client_secret" value={secret ?? ''} secret />
        <Button onClick={onClose}>I have saved it</Button>
      </Stack>
    </Dialog>
  );
}
