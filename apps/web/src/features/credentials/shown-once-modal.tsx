import { messages } from '@ddp/contract';
import { Alert, Button, Modal, Stack } from '@mantine/core';
import { SecretField } from './secret-field';

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
    <Modal opened={secret !== null} onClose={onClose} title={title} size="lg" centered>
      <Stack>
        <Alert color="yellow" role="status">
          {messages.credentialCreated}
        </Alert>
        {clientId ? <SecretField label="client_id" value={clientId} /> : null}
        <SecretField label="client_secret" value={secret ?? ''} secret />
        <Button onClick={onClose}>I have saved it</Button>
      </Stack>
    </Modal>
  );
}
