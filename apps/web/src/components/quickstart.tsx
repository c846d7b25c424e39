import { Code, Group, Skeleton, Stack, Table, Tabs, Text, Title, type TitleOrder } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { fetchTokenServiceMetadata, liveDocumentQuery, quickstartKeys } from '../lib/quickstart-api';
import { quickstartFor, SECRET_PLACEHOLDER } from '../lib/quickstart-snippets';
import { useSession } from '../lib/session-store';
import { QueryErrorAlert } from './query-error-alert';
import { LoadingState } from './query-states';
import { ScrollingTabList } from './scrolling-tab-list';
import { CopyValue } from './secret-reveal';

interface QuickstartProps {
  clientId: string;
  /** The secret when the screen shows it; elsewhere the examples carry a placeholder. */
  secret?: string | null;
  /** The level of the quickstart's heading in the screen it is on. */
  order?: TitleOrder;
}

const codeStyle = { whiteSpace: 'pre-wrap', wordBreak: 'break-all' } as const;

/**
 * The token endpoint, the discovery URL, the grant and ready-to-run examples for one client, each
 * with a copy button, ending in a call to the live sample API. Everything comes from
 * `quickstartFor` over the server's metadata and the live API's OpenAPI document.
 */
export function Quickstart({ clientId, secret, order = 3 }: QuickstartProps) {
  const { consumerId = '' } = useSession();
  const metadata = useQuery({
    queryKey: quickstartKeys.metadata,
    queryFn: fetchTokenServiceMetadata,
    staleTime: 5 * 60_000,
  });
  const live = useQuery({ ...liveDocumentQuery(consumerId), enabled: consumerId !== '' });
  // Without the live API (not published, or its list failed) the examples stop at the token.
  const liveSettled = !live.isPending || live.isError || consumerId === '';
  const quickstart = useMemo(
    () =>
      metadata.data && liveSettled
        ? quickstartFor({ metadata: metadata.data, document: live.data ?? null, clientId, secret })
        : null,
    [metadata.data, liveSettled, live.data, clientId, secret],
  );

  return (
    <Stack gap="sm" component="section" aria-label="Quickstart">
      <Title order={order} fz={order === 2 ? 18 : 16}>
        Call the API from your code
      </Title>
      {metadata.error ? (
        <QueryErrorAlert query={metadata} />
      ) : !quickstart ? (
        <LoadingState label="Loading the quickstart">
          <Skeleton height={160} />
        </LoadingState>
      ) : (
        <>
          <Text size="sm">
            Your client gets an access token from the token service with the {quickstart.grant} grant, then
            sends it as a Bearer token.
            {quickstart.withSecret
              ? ' The examples carry the secret shown here: keep them as safe as the secret.'
              : ` Put your client secret in place of ${SECRET_PLACEHOLDER}.`}
          </Text>
          <Table withTableBorder={false} verticalSpacing={4} aria-label="Token service">
            <Table.Tbody>
              <DetailRow label="Token endpoint" value={quickstart.tokenEndpoint} />
              <DetailRow label="Discovery URL" value={quickstart.discoveryUrl} />
              <DetailRow label="Grant" value={quickstart.grant} />
              {quickstart.call ? (
                <DetailRow
                  label="Live API call"
                  value={`${quickstart.call.method} ${quickstart.call.url}`}
                  copyValue={quickstart.call.url}
                  copyLabel="live API URL"
                />
              ) : null}
            </Table.Tbody>
          </Table>
          <Tabs defaultValue={quickstart.snippets[0]?.language} variant="outline">
            <ScrollingTabList>
              {quickstart.snippets.map((snippet) => (
                <Tabs.Tab key={snippet.language} value={snippet.language}>
                  {snippet.label}
                </Tabs.Tab>
              ))}
            </ScrollingTabList>
            {quickstart.snippets.map((snippet) => (
              <Tabs.Panel key={snippet.language} value={snippet.language} pt="xs">
                <Stack gap={4}>
                  <Group justify="space-between" wrap="nowrap" align="flex-start">
                    <Text size="sm" c="dimmed">
                      {snippet.run}
                    </Text>
                    <CopyValue label={`${snippet.label} example`} value={snippet.code} />
                  </Group>
                  <Code block fz="xs" style={codeStyle} data-testid={`quickstart-${snippet.language}`}>
                    {snippet.code}
                  </Code>
                </Stack>
              </Tabs.Panel>
            ))}
          </Tabs>
          {quickstart.call ? (
            <Text size="sm" c="dimmed">
              Each example ends with {quickstart.call.method} {quickstart.call.url} (
              {quickstart.call.apiTitle || 'the sample API'}), which answers with data for a valid token.
            </Text>
          ) : (
            <Text size="sm" c="dimmed">
              No live API is published in this portal: the examples print the access token.
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}

function DetailRow({
  label,
  value,
  copyValue = value,
  copyLabel = label,
}: {
  label: string;
  value: string;
  copyValue?: string;
  copyLabel?: string;
}) {
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={500} fz="sm" w={140} style={{ verticalAlign: 'middle' }}>
        {label}
      </Table.Th>
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          <Text ff="monospace" size="sm" style={{ wordBreak: 'break-all' }}>
            {value}
          </Text>
          <CopyValue label={copyLabel} value={copyValue} />
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
