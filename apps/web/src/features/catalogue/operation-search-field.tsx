import type { DocsOperation } from '@ddp/contract';
import { messages } from '@ddp/contract';
import { Autocomplete, Badge, Group, Loader, Stack, Text } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { QueryErrorAlert } from '../../components/query-error-alert';
import { catalogueKeys } from '../../lib/docs-api';
import { fetchDocsOperations } from './catalogue-api';
import { operationKey, operationLabel, searchOperations } from './operation-search';

interface OperationSearchProps {
  consumerId: string;
  /** A result was chosen: the screen shows its service and opens the operation. */
  onPick: (operation: DocsOperation) => void;
}

/**
 * One field that finds operations by path, summary, tag or operation id across every service the
 * reader may read (both tabs); choosing one leads to it in its service's documentation.
 */
export function OperationSearch({ consumerId, onPick }: OperationSearchProps) {
  const index = useQuery({
    queryKey: catalogueKeys.operations(consumerId),
    queryFn: () => fetchDocsOperations(consumerId),
    enabled: consumerId !== '',
  });
  const [search, setSearch] = useState('');
  const found = useMemo(() => searchOperations(index.data ?? [], search), [index.data, search]);
  const byKey = useMemo(
    () => new Map(found.map((operation) => [operationKey(operation), operation])),
    [found],
  );

  return (
    <Stack gap="xs">
      <Autocomplete
        label={messages.docsSearchOperations}
        description={messages.docsAcrossAllServicesAPath}
        placeholder={messages.docsEGStationsOrAreas}
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={
          index.isFetching ? <Loader size="xs" aria-label={messages.docsLoadingTheOperations} /> : null
        }
        value={search}
        onChange={setSearch}
        data={found.map((operation) => ({
          value: operationKey(operation),
          label: operationLabel(operation),
        }))}
        // Already found and ranked by searchOperations.
        filter={({ options }) => options}
        renderOption={({ option }) => {
          const operation = byKey.get(option.value);
          return operation ? <OperationResult operation={operation} /> : option.value;
        }}
        onOptionSubmit={(value) => {
          const operation = byKey.get(value);
          if (operation) onPick(operation);
        }}
        error={index.isError}
        comboboxProps={{ keepMounted: false }}
        maxDropdownHeight={360}
        w={{ base: '100%', sm: 560 }}
      />
      <QueryErrorAlert query={index} />
    </Stack>
  );
}

function OperationResult({ operation }: { operation: DocsOperation }) {
  return (
    <Stack gap={2}>
      <Group gap="xs" wrap="nowrap">
        <Badge variant="light" radius="sm" tt="none" ff="monospace" miw={64}>
          {operation.method}
        </Badge>
        <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
          {operation.path}
        </Text>
      </Group>
      <Text size="xs" c="dimmed">
        {[
          operation.summary,
          operation.serviceText,
          operation.live ? messages.docsLiveHere : messages.docsDocumentationOnly,
        ]
          .filter(Boolean)
          .join(' · ')}
      </Text>
    </Stack>
  );
}
