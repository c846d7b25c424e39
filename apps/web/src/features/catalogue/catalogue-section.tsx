import { messages } from '@ddp/contract';
import { Button, Group, Loader, Select, Skeleton, Stack, Text } from '@mantine/core';
import { IconDownload, IconFileText } from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { DismissibleAlert } from '../../components/dismissible-alert';
import { QueryErrorAlert } from '../../components/query-error-alert';
import { QueryStates } from '../../components/query-states';
import { DocumentHeader } from './document-header';
import {
  type DownloadFormat,
  documentAsJson,
  documentAsYaml,
  downloadFileName,
  saveText,
} from './download-document';
import { loadViewer } from './load-viewer';
import type { ViewerFocus } from './openapi-viewer';
import type { CatalogueSectionState as Section } from './use-catalogue-section';
import { ViewerBoundary } from './viewer-boundary';

const OpenApiViewer = lazy(loadViewer);

interface CatalogueSectionProps {
  section: Section;
  accessToken: string | undefined;
  /** What to say when the list is empty. */
  empty: ReactNode;
  /** An operation of the shown service to open (a search result). */
  focus?: (ViewerFocus & { service: string }) | null;
  /** Holds the viewer's download back (the top of the screen comes first), showing its placeholder. */
  viewerWaits?: boolean;
}

/** Live services first, under a group heading each, so the list itself says which is which. */
function groupedOptions(options: Section['options']) {
  const item = (option: NonNullable<Section['options']>[number]) => ({
    value: option.value,
    label: option.text,
  });
  const live = (options ?? []).filter((option) => option.live).map(item);
  const elsewhere = (options ?? []).filter((option) => !option.live).map(item);
  return [
    ...(live.length > 0 ? [{ group: messages.docsLiveHere, items: live }] : []),
    ...(elsewhere.length > 0 ? [{ group: messages.docsDocumentationOnly, items: elsewhere }] : []),
  ];
}

/** One tab: 'Select Service with Version', Load Docs, the downloads and the viewer (spec section 2). */
export function CatalogueSection({
  section,
  accessToken,
  empty,
  focus,
  viewerWaits = false,
}: CatalogueSectionProps) {
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const { shown, document } = section;

  const download = async (format: DownloadFormat) => {
    if (!document || !shown) return;
    setDownloadError(null);
    try {
      const text = format === 'json' ? documentAsJson(document) : await documentAsYaml(document);
      saveText(text, downloadFileName(shown.text, format), format);
    } catch {
      setDownloadError(messages.docsTheDownloadCouldNotBe);
    }
  };

  return (
    <QueryStates
      query={section.services}
      loadingLabel={messages.docsLoadingTheServices({ section: section.kind })}
      loading={
        <Stack gap="md">
          <Skeleton height={36} maw={520} radius="md" />
          <Skeleton height={240} radius="md" />
        </Stack>
      }
      isEmpty={(options) => options.length === 0}
      empty={empty}
    >
      {(options) => (
        <Stack gap="md">
          <form
            onSubmit={(event) => {
              event.preventDefault();
              section.load();
            }}
          >
            <Group align="flex-end" gap="sm">
              <Select
                label={messages.docsSelectServiceWithVersion}
                data={groupedOptions(options)}
                value={section.selected}
                onChange={section.select}
                allowDeselect={false}
                searchable
                nothingFoundMessage={messages.docsNoServiceMatches}
                // Mantine keeps a closed list in the page and positions it on mount; built on opening,
                // it costs the screen's first render nothing.
                comboboxProps={{ keepMounted: false }}
                w={{ base: '100%', sm: 420 }}
              />
              <Button
                type="submit"
                loading={section.documentLoading}
                leftSection={<IconFileText size={16} aria-hidden />}
              >
                {messages.docsLoadDocs}
              </Button>
            </Group>
          </form>

          <Group gap="sm">
            <Button
              variant="light"
              leftSection={<IconDownload size={16} aria-hidden />}
              disabled={!document}
              onClick={() => download('json')}
            >
              {messages.docsDownloadJson}
            </Button>
            <Button
              variant="light"
              leftSection={<IconDownload size={16} aria-hidden />}
              disabled={!document}
              onClick={() => download('yaml')}
            >
              {messages.docsDownloadYaml}
            </Button>
            {shown && document ? (
              <Text size="sm" c="dimmed">
                {messages.docsShowing} <span translate="no">{shown.text}</span>
              </Text>
            ) : null}
          </Group>

          {downloadError ? (
            <DismissibleAlert kind="error" onClose={() => setDownloadError(null)}>
              {downloadError}
            </DismissibleAlert>
          ) : null}
          <QueryErrorAlert query={section.documentFailure} />

          {section.documentLoading && !document ? (
            <ViewerLoading
              label={messages.docsLoadingTheDocumentationOf({ text: shown?.text ?? 'the service' })}
            />
          ) : document && shown ? (
            <>
              <DocumentHeader document={document} serviceText={shown.text} live={shown.live} />
              {viewerWaits ? (
                <ViewerLoading label={messages.docsLoadingTheDocumentationViewer} />
              ) : (
                <ViewerBoundary>
                  <Suspense fallback={<ViewerLoading label={messages.docsLoadingTheDocumentationViewer} />}>
                    {/* A new document gets a new viewer, so nothing of the previous one stays behind. */}
                    <OpenApiViewer
                      key={shown.value}
                      document={document}
                      accessToken={accessToken}
                      live={shown.live}
                      focus={focus?.service === shown.value ? focus : null}
                    />
                  </Suspense>
                </ViewerBoundary>
              )}
            </>
          ) : null}
        </Stack>
      )}
    </QueryStates>
  );
}

function ViewerLoading({ label }: { label: string }) {
  return (
    <Group justify="center" py="xl" role="status" aria-label={label}>
      <Loader size="md" />
    </Group>
  );
}
