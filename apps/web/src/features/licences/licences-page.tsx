import { messages, noticesFileName, routes } from '@ddp/contract';
import { Anchor, Group, Select, Skeleton, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { BackLink } from '../../components/back-link';
import { PageCard } from '../../components/page-card';
import { QueryStates } from '../../components/query-states';
import { DisclaimerBox } from './disclaimer-box';
import { LicenceTable } from './licence-table';
import { fetchLicenceDetails, fetchLicenceNames, licenceKeys, noticesHref } from './licences-api';

/** /thirdPartyLicense: the third-party licence notes, open to everybody (spec sections 2 and 7). */
export default function LicencesPage() {
  const names = useQuery({ queryKey: licenceKeys.names, queryFn: fetchLicenceNames, staleTime: Infinity });
  const [chosen, setChosen] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  // The list comes most used first; until someone chooses, the first one is shown.
  const licenseName = chosen ?? names.data?.[0] ?? null;
  const shown = licenseName ?? '';
  const details = useQuery({
    queryKey: licenceKeys.details(licenseName ?? ''),
    queryFn: () => fetchLicenceDetails(licenseName ?? ''),
    enabled: licenseName !== null,
    staleTime: Infinity,
  });

  return (
    <PageCard
      title={messages.titleLicences}
      description={messages.licenceOpenSourceComponentsTheDeveloper}
      width={960}
    >
      <DisclaimerBox />
      <QueryStates
        query={names}
        loadingLabel={messages.licenceLoadingLicences}
        loading={<Skeleton height={60} />}
        errorText={messages.licencesLoadError}
        isEmpty={(licences) => licences.length === 0}
        empty={<Text c="dimmed">{messages.licencesNoData}</Text>}
      >
        {(licences) => (
          <Stack gap="md">
            <Group align="flex-end" justify="space-between" gap="md" wrap="wrap">
              <Select
                label={messages.licenceLicence}
                data={licences}
                value={shown}
                onChange={(value) => {
                  if (value === null) return;
                  setChosen(value);
                  setPage(1);
                }}
                allowDeselect={false}
                searchable
                nothingFoundMessage={messages.licencesNoData}
                w={{ base: '100%', sm: 320 }}
              />
              <Anchor href={noticesHref(shown)} download={noticesFileName(shown)} size="sm">
                <IconDownload size={14} aria-hidden style={{ verticalAlign: 'middle', marginRight: 4 }} />
                {messages.licenceDownloadTheLicenceTexts}
                <span translate="no">{shown}</span>)
              </Anchor>
            </Group>
            <LicenceTable licenseName={shown} query={details} page={page} onPage={setPage} />
          </Stack>
        )}
      </QueryStates>
      <BackLink to={routes.login}>{messages.legalBackToThePortal}</BackLink>
    </PageCard>
  );
}
