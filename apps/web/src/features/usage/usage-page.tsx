import { messages, type UsageClient } from '@ddp/contract';
import { Skeleton, Stack } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { HomeScreen } from '../../components/home-screen';
import { Panel } from '../../components/panel';
import { QueryStates } from '../../components/query-states';
import { useSession } from '../../lib/session-store';
import { QuotaPanel } from './quota-panel';
import { refetchEvery, usageQuery } from './usage-api';
import { choiceErrors, FIRST_CHOICES, requestOf, type UsageChoices } from './usage-filters';
import { UsageFiltersBar } from './usage-filters-bar';
import { UsageResults } from './usage-results';

/**
 * /home/view-usage (ours, issue 21): what the caller's clients did with the APIs, over a range,
 * for one client or all; and each client's quota. Owners see the whole company.
 */
export default function UsagePage() {
  const { consumerId = '' } = useSession();
  const [fields, setFields] = useState<UsageChoices>(FIRST_CHOICES);
  const [applied, setApplied] = useState<UsageChoices>(FIRST_CHOICES);
  const errors = choiceErrors(fields);
  const valid = Object.keys(errors).length === 0;
  // Dates just chosen, none typed yet: no error before the person has had a chance to type one.
  const untouched = fields.range === 'dates' && !fields.from && !fields.to;
  // Choices that pass the contract's checks apply at once; chosen days once both are right.
  useEffect(() => {
    if (valid) setApplied(fields);
  }, [fields, valid]);

  const request = requestOf(applied);
  const query = useQuery({
    ...usageQuery(consumerId, request),
    refetchInterval: refetchEvery(request),
    placeholderData: keepPreviousData,
  });
  // The clients stay pickable while other figures load.
  const [clients, setClients] = useState<{ list: UsageClient[]; scope: 'company' | 'own' }>({
    list: [],
    scope: 'own',
  });
  const data = query.data?.data;
  useEffect(() => {
    if (data) setClients({ list: data.clients, scope: data.scope });
  }, [data]);

  return (
    <HomeScreen title={messages.titleUsage} intro={messages.usageIntro} width={1280}>
      <Panel>
        <Stack gap="md">
          <UsageFiltersBar
            values={fields}
            errors={untouched ? {} : errors}
            onChange={setFields}
            clients={clients.list}
            scope={clients.scope}
          />
          <QueryStates
            query={query}
            loadingLabel={messages.usageLoading}
            errorText={messages.usageLoadFailed}
            loading={
              <Stack gap="sm">
                <Skeleton height={72} radius="md" />
                <Skeleton height={240} radius="md" />
              </Stack>
            }
          >
            {(reply) => <UsageResults figures={reply.data} stale={query.isPlaceholderData} />}
          </QueryStates>
        </Stack>
      </Panel>
      {data ? (
        <Panel>
          <QuotaPanel quotas={data.quotas} />
        </Panel>
      ) : null}
    </HomeScreen>
  );
}
