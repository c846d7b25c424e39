import { messages, type ResetLinkPayload } from '@ddp/contract';
import { Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { DismissibleAlert } from '../../components/dismissible-alert';
import { PageCard } from '../../components/page-card';
import { LinkProblemCard } from './link-problem-card';
import { NewPasswordCard } from './new-password-card';
import { NotValidToken } from './not-valid-token';
import { checkResetLink, resetLinkKey } from './password-reset-api';
import { linkRefusalOf, readResetLink } from './reset-link';

/** /reset-password?details=…: the link is read, then checked by the server (spec sections 2 and 4). */
export default function ResetByLinkPage() {
  const [search] = useSearchParams();
  const details = search.get('details');
  const link = useMemo(() => readResetLink(details, Date.now()), [details]);

  if (link.kind === 'invalid') return <NotValidToken />;
  if (link.kind === 'expired') return <LinkProblemCard message={messages.linkExpired} />;
  return <CheckedLink payload={link.payload} />;
}

function CheckedLink({ payload }: { payload: ResetLinkPayload }) {
  // The server may still refuse the link on submit: expired meanwhile, or used in another tab.
  const [refusal, setRefusal] = useState<string>();
  const check = useQuery({
    queryKey: resetLinkKey(payload.token),
    queryFn: () => checkResetLink({ email: payload.email, token: payload.token, date: payload.inviteDate }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });

  const refused = refusal ?? linkRefusalOf(check.error);
  if (refused) return <LinkProblemCard message={refused} />;
  if (check.data) {
    return <NewPasswordCard link={payload} intro={check.data.message} onLinkRefused={setRefusal} />;
  }
  return (
    <PageCard title="Reset your password">
      {check.error ? (
        <DismissibleAlert kind="error">
          <Group justify="space-between" gap="sm">
            {check.error.message}
            <Button size="xs" variant="white" color="red" onClick={() => check.refetch()}>
              Try again
            </Button>
          </Group>
        </DismissibleAlert>
      ) : (
        <Center py="lg">
          <Stack align="center" gap="xs" role="status">
            <Loader size="md" />
            <Text size="sm" c="dimmed">
              Checking your link…
            </Text>
          </Stack>
        </Center>
      )}
    </PageCard>
  );
}
