import { messages } from '@ddp/contract';
import { Button, Stack, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DismissibleAlert } from '../../components/dismissible-alert';
import { useSession } from '../../lib/session-store';
import { createCredential, credentialKeys } from './credentials-api';
import { expiresOf, type SecretExpiry, SecretExpiryFields } from './secret-expiry-fields';
import { ShownOnceModal } from './shown-once-modal';

/** 'Generate OAuth2.0 Credentials': the secret is shown once, then the list is shown. */
export function GenerateTab({ onDone }: { onDone: () => void }) {
  const { consumerId = '' } = useSession();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  // As the spec's screen creates it unless the person chooses otherwise (issue 20, part 2).
  const [expiry, setExpiry] = useState<SecretExpiry>({ choice: 'default', date: '' });
  const [tried, setTried] = useState(false);
  const [created, setCreated] = useState<{ client_id: string; client_secret: string } | null>(null);
  const create = useMutation({
    mutationFn: () => createCredential(name.trim(), consumerId, expiresOf(expiry)),
    onSuccess: (data) => {
      setCreated(data);
      setName('');
      setExpiry({ choice: 'default', date: '' });
      setTried(false);
    },
  });
  const missing = name.trim() === '';

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (!missing) create.mutate();
      }}
    >
      <Stack maw={520}>
        {create.error ? <DismissibleAlert kind="error">{create.error.message}</DismissibleAlert> : null}
        <TextInput
          label={messages.credEnterApplicationName}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={tried && missing ? messages.applicationNameRequired : undefined}
          required
          maxLength={100}
        />
        <SecretExpiryFields value={expiry} onChange={setExpiry} withDefault />
        <Button type="submit" loading={create.isPending} w="fit-content">
          {messages.credGenerate}
        </Button>
      </Stack>
      <ShownOnceModal
        title={messages.credNewCredentialsGenerated}
        clientId={created?.client_id}
        secret={created?.client_secret ?? null}
        onClose={() => {
          setCreated(null);
          void queryClient.invalidateQueries({ queryKey: credentialKeys.all });
          onDone();
        }}
      />
    </form>
  );
}
