import { messages } from '@ddp/contract';
import { Alert, Button, Code, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { MutationErrorAlert } from '../../components/mutation-error-alert';
import { QueryStates } from '../../components/query-states';
import { CopyValue } from '../../components/secret-reveal';
import { tokenServiceMetadataQuery } from '../../lib/quickstart-api';
import { useSession } from '../../lib/session-store';
import { fetchKeySet, keySetKey, removeKeySet, saveKeySet } from './credentials-api';
import { privateKeyJwtSnippet } from './key-auth-snippet';

/**
 * The client's public key set for private_key_jwt (issue 20, part 3): pasted, replaced or removed,
 * with how a service then gets a token with its key. The private key never comes here.
 */
export function KeySetSection({ client }: { client: { name: string; client_id: string } }) {
  const { consumerId = '' } = useSession();
  const queryClient = useQueryClient();
  const keySet = useQuery({
    queryKey: keySetKey(client.client_id),
    queryFn: () => fetchKeySet(client.client_id, consumerId),
  });
  const metadata = useQuery(tokenServiceMetadataQuery);
  const [text, setText] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const done = (message: string) => {
    setNotice(message);
    setText('');
    void queryClient.invalidateQueries({ queryKey: keySetKey(client.client_id) });
  };
  const save = useMutation({
    mutationFn: () => saveKeySet(client.client_id, consumerId, text),
    onSuccess: (reply) => done(reply.message ?? messages.jwksSaved),
  });
  const remove = useMutation({
    mutationFn: () => removeKeySet(client.client_id, consumerId),
    onSuccess: (reply) => done(reply.message ?? messages.jwksRemoved),
  });
  const snippet = metadata.data
    ? privateKeyJwtSnippet({ issuer: metadata.data.issuer, clientId: client.client_id })
    : null;

  return (
    <Stack gap="xs" component="section" aria-labelledby="key-set-heading">
      <Title order={3} fz="md" id="key-set-heading">
        {messages.credKeySet}
      </Title>
      <Text size="sm">{messages.credKeySetIntro}</Text>
      {notice ? (
        <Alert color="teal" role="status">
          {notice}
        </Alert>
      ) : null}
      <MutationErrorAlert mutation={save} />
      <MutationErrorAlert mutation={remove} />
      <QueryStates query={keySet} loadingLabel={messages.credLoadingKeySet}>
        {(registered) => (
          <Stack gap="xs">
            <Text size="sm" c="dimmed" data-testid="key-set-state">
              {registered
                ? messages.credKeySetKeys({ count: registered.keys.length })
                : messages.credKeySetNone}
            </Text>
            <Textarea
              label={messages.credKeySetField}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              autosize
              minRows={3}
              maxRows={10}
              ff="monospace"
              spellCheck={false}
            />
            <Group gap="sm">
              <Button
                variant="light"
                disabled={text.trim() === ''}
                loading={save.isPending}
                onClick={() => save.mutate()}
              >
                {messages.credSaveKeySet}
              </Button>
              {registered ? (
                <Button
                  variant="subtle"
                  color="red"
                  loading={remove.isPending}
                  onClick={() => remove.mutate()}
                >
                  {messages.credRemoveKeySet}
                </Button>
              ) : null}
            </Group>
            {registered && snippet ? (
              <Stack gap={4}>
                <Group justify="space-between" wrap="nowrap">
                  <Text size="sm" fw={600}>
                    {messages.credKeySetExample}
                  </Text>
                  <CopyValue label={messages.credKeySetExample} value={snippet} />
                </Group>
                <Code
                  block
                  translate="no"
                  data-testid="key-auth-snippet"
                  style={{ whiteSpace: 'pre', overflowX: 'auto' }}
                >
                  {snippet}
                </Code>
              </Stack>
            ) : null}
          </Stack>
        )}
      </QueryStates>
    </Stack>
  );
}
