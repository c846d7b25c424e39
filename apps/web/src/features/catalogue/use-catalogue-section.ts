import { defaultServiceOption, type ServiceOption } from '@ddp/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { LoadingQuery, RetryableQuery } from '../../components/load-state';
import { catalogueQueries, type ServiceKind } from '../../lib/docs-api';

export interface CatalogueSectionState {
  kind: ServiceKind;
  options: ServiceOption[] | undefined;
  /** The list's query: its loading, empty and failed states. */
  services: LoadingQuery<ServiceOption[]>;
  selected: string | null;
  select: (value: string | null) => void;
  /** The service whose documentation is shown (or being loaded). */
  shown: ServiceOption | null;
  load: () => void;
  /** Selects a service and shows its documentation (a search result). */
  show: (value: string) => void;
  document: Record<string, unknown> | undefined;
  documentLoading: boolean;
  /** The shown service's documentation failed to load ('Try again' asks for it again). */
  documentFailure: RetryableQuery;
}

/**
 * One tab of the docs screen (spec section 4): on entry the list is fetched, its first service is
 * selected and its documentation loaded (the first live one, where the list has one:
 * docs/decisions.md, "Live services"); Load Docs shows the selected one. Each section keeps its
 * own loading state, and a failure clears the documentation it shows.
 */
export function useCatalogueSection(kind: ServiceKind, consumerId: string): CatalogueSectionState {
  const services = useQuery({ ...catalogueQueries.services(kind, consumerId), enabled: consumerId !== '' });
  const options = services.data;
  const [picked, setPicked] = useState<string | null>(null);
  const [loadedValue, setLoadedValue] = useState<string | null>(null);
  const known = (value: string | null) =>
    value !== null && options?.some((option) => option.value === value) ? value : null;
  const first = (options && defaultServiceOption(options)?.value) ?? null;
  const selected = known(picked) ?? first;
  const shownValue = known(loadedValue) ?? first;

  const docs = useQuery({
    ...catalogueQueries.document(kind, shownValue ?? '', consumerId),
    enabled: shownValue !== null && consumerId !== '',
  });

  return {
    kind,
    options,
    services,
    selected,
    select: setPicked,
    shown: options?.find((option) => option.value === shownValue) ?? null,
    load: () => {
      if (selected === null) return;
      if (selected === shownValue) void docs.refetch();
      else setLoadedValue(selected);
    },
    show: (value) => {
      setPicked(value);
      setLoadedValue(value);
    },
    // A failed load clears the documentation (spec section 8), even one shown before.
    document: docs.error || services.error ? undefined : docs.data,
    documentLoading: docs.isFetching,
    documentFailure: {
      error: services.error ? null : docs.error,
      refetch: docs.refetch,
      isFetching: docs.isFetching,
    },
  };
}
