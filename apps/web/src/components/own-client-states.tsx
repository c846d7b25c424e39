import { type CredentialItem, messages, routes } from '@ddp/contract';
import { Select, Skeleton, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { LoadingQuery } from './load-state';
import { QueryStates } from './query-states';
import { RouterAnchor } from './router-anchor';

interface OwnClientStatesProps {
  query: LoadingQuery<CredentialItem[]>;
  /** What to do without a client, in the words of the panel that asks: the link goes to Credentials. */
  noClients: { before: string; link: string; after: string };
  children: (clients: CredentialItem[]) => ReactNode;
}

/**
 * The reader's own clients where a panel offers one of them (the quickstart, Try it): a
 * placeholder as tall as the client select while they load, the failure with Try again, and the
 * panel's own hint when there is none.
 */
export function OwnClientStates({ query, noClients, children }: OwnClientStatesProps) {
  return (
    <QueryStates
      query={query}
      loadingLabel={messages.kitLoadingYourClients}
      loading={<Skeleton height={36} maw={520} />}
      isEmpty={(own) => own.length === 0}
      empty={
        <Text size="sm">
          {noClients.before} <RouterAnchor to={routes.viewCredentials}>{noClients.link}</RouterAnchor>
          {noClients.after}
        </Text>
      }
    >
      {children}
    </QueryStates>
  );
}

interface ClientSelectProps {
  label: string;
  options: Array<{ value: string; label: string }>;
  value: string | null;
  onChange: (value: string | null) => void;
}

/** One of the reader's clients, for a panel's examples or token. */
export function ClientSelect({ label, options, value, onChange }: ClientSelectProps) {
  return (
    <Select
      label={label}
      data={options}
      value={value}
      onChange={onChange}
      allowDeselect={false}
      w={{ base: '100%', sm: 420 }}
      // Built on opening: see the service select in catalogue-section.tsx.
      comboboxProps={{ keepMounted: false }}
    />
  );
}
