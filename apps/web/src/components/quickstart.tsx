import { messages } from '@ddp/contract';
import {
  Code,
  Group,
  type MantineBreakpoint,
  Skeleton,
  Stack,
  Table,
  Tabs,
  Text,
  Title,
  type TitleOrder,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { liveDocumentQuery, tokenServiceMetadataQuery } from '../lib/quickstart-api';
import { quickstartFor, SECRET_PLACEHOLDER } from '../lib/quickstart-snippets';
import { useSession } from '../lib/session-store';
import { QueryErrorAlert } from './query-error-alert';
import { LoadingState } from './query-states';
import { ScrollingTabList } from './scrolling-tab-list';
import { CopyValue } from './secret-reveal';

/** A height per width from Mantine's breakpoints up ('base' below the first). */
export type HeightByWidth = Partial<Record<MantineBreakpoint | 'base', number>>;

interface QuickstartProps {
  clientId: string;
  /**
   * The placeholder's height while the examples load: as tall as they will be, where the caller
   * knows it, so that nothing below moves when they arrive. 160 px by default (a dialog).
   */
  placeholderHeight?: number | HeightByWidth;
  /** The secret when the screen shows it; elsewhere the examples carry a placeholder. */
  secret?: string | null;
  /** The level of the quickstart's heading in the screen it is on. */
  order?: TitleOrder;
  /** Called once the examples, or why they cannot be shown, are on the screen. */
  onDrawn?: () => void;
}

const codeStyle = { whiteSpace: 'pre-wrap', wordBreak: 'break-all' } as const;

/**
 * The token endpoint, the discovery URL, the grant and ready-to-run examples for one client, each
 * with a copy button, ending in a call to the live sample API. Everything comes from
 * `quickstartFor` over the server's metadata and the live API's OpenAPI document.
 */
export function Quickstart({
  clientId,
  secret,
  order = 3,
  placeholderHeight = 160,
  onDrawn,
}: QuickstartProps) {
  const { consumerId = '' } = useSession();
  const metadata = useQuery(tokenServiceMetadataQuery);
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
  const drawn = Boolean(quickstart) || Boolean(metadata.error);
  useEffect(() => {
    if (drawn) onDrawn?.();
  }, [drawn, onDrawn]);

  return (
    <Stack gap="sm" component="section" aria-label={messages.kitQuickstart}>
      <Title order={order} fz={order === 2 ? 18 : 16}>
        {messages.kitCallTheApiFromYour}
      </Title>
      {metadata.error ? (
        <QueryErrorAlert query={metadata} />
      ) : !quickstart ? (
        <LoadingState label={messages.kitLoadingTheQuickstart}>
          <Skeleton h={placeholderHeight} />
        </LoadingState>
      ) : (
        <>
          <Text size="sm">
            {messages.kitYourClientGetsAnAccess} <span translate="no">{quickstart.grant}</span>{' '}
            {messages.kitGrantThenSendsItAs}{' '}
            {quickstart.withSecret
              ? messages.kitExamplesCarryTheSecret
              : messages.kitPutYourSecretInPlace({ placeholder: SECRET_PLACEHOLDER })}
          </Text>
          <Table withTableBorder={false} verticalSpacing={4} aria-label={messages.kitTokenService}>
            <Table.Tbody>
              <DetailRow label={messages.kitTokenEndpoint} value={quickstart.tokenEndpoint} />
              <DetailRow label={messages.kitDiscoveryUrl} value={quickstart.discoveryUrl} />
              <DetailRow label={messages.kitGrant} value={quickstart.grant} />
              {quickstart.call ? (
                <DetailRow
                  label={messages.kitLiveApiCall}
                  value={`${quickstart.call.method} ${quickstart.call.url}`}
                  copyValue={quickstart.call.url}
                  copyLabel={messages.kitLiveApiUrl}
                />
              ) : null}
            </Table.Tbody>
          </Table>
          <Tabs defaultValue={quickstart.snippets[0]?.language} variant="outline">
            <ScrollingTabList>
              {quickstart.snippets.map((snippet) => (
                <Tabs.Tab key={snippet.language} value={snippet.language} translate="no">
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
                    <CopyValue label={messages.kitExample({ label: snippet.label })} value={snippet.code} />
                  </Group>
                  <Code
                    block
                    fz="xs"
                    style={codeStyle}
                    data-testid={`quickstart-${snippet.language}`}
                    translate="no"
                  >
                    {snippet.code}
                  </Code>
                </Stack>
              </Tabs.Panel>
            ))}
          </Tabs>
          {metadata.data?.token_endpoint_auth_methods_supported?.includes('private_key_jwt') ? (
            <Text size="sm" c="dimmed">
              {messages.kitKeyInsteadOfSecret}
            </Text>
          ) : null}
          {quickstart.call ? (
            <Text size="sm" c="dimmed">
              {messages.kitEachExampleEndsWith}{' '}
              <span translate="no">
                {quickstart.call.method} {quickstart.call.url}
              </span>{' '}
              (
              {quickstart.call.apiTitle ? (
                <span translate="no">{quickstart.call.apiTitle}</span>
              ) : (
                messages.kitTheSampleApi
              )}
              {messages.kitWhichAnswersWithDataFor}
            </Text>
          ) : (
            <Text size="sm" c="dimmed">
              {messages.kitNoLiveApiIsPublished}
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
          <Text ff="monospace" size="sm" style={{ wordBreak: 'break-all' }} translate="no">
            {value}
          </Text>
          <CopyValue label={copyLabel} value={copyValue} />
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
