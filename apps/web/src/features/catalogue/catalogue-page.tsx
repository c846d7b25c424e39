import { messages } from '@ddp/contract';
import { Group, Stack, Tabs, Text } from '@mantine/core';
import { IconBook, IconLock } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { HomeScreen } from '../../components/home-screen';
import { Panel } from '../../components/panel';
import { QuickstartPanel } from '../../components/quickstart-panel';
import { RouterAnchor } from '../../components/router-anchor';
import { afterNextPaint } from '../../lib/after-next-paint';
import { useSession } from '../../lib/session-store';
import { requestAdvancedServicesPath } from './catalogue-path';
import { CatalogueSection } from './catalogue-section';
import { prefetchViewer } from './load-viewer';

// What the route asks for before the screen renders (app/router.tsx).
export { prefetchCatalogue } from './prefetch-catalogue';

import type { DocsOperation } from '@ddp/contract';
import { ScrollingTabList } from '../../components/scrolling-tab-list';
import type { ViewerFocus } from './openapi-viewer';
import { OperationSearch } from './operation-search-field';
import { TryItPanel, type TryItToken } from './try-it-panel';
import { useCatalogueSection } from './use-catalogue-section';

/** /home/view-docs: both lists are fetched on entry and each shows its first service (spec section 4). */
export default function CataloguePage() {
  const { consumerId = '' } = useSession();
  const basic = useCatalogueSection('basic', consumerId);
  const advanced = useCatalogueSection('advanced', consumerId);
  const [tab, setTab] = useState<string | null>('basic');
  const [token, setToken] = useState<TryItToken | null>(null);
  const [focus, setFocus] = useState<(ViewerFocus & { service: string }) | null>(null);
  // A search result: its tab, its service shown, and the operation opened in the viewer.
  const pick = (operation: DocsOperation) => {
    setTab(operation.kind);
    (operation.kind === 'basic' ? basic : advanced).show(operation.service);
    setFocus({
      service: operation.service,
      path: operation.path,
      method: operation.method,
      nonce: Date.now(),
    });
  };
  // The viewer (Swagger UI, most of the portal's code) downloads once a list has a service to
  // show and the quickstart, the top of the screen, is drawn: on a slow phone its examples and
  // their calls come first, not after 400 KB of viewer far below them. A search result picked
  // before then needs the viewer at once. With nothing published it is never loaded.
  const [quickstartPainted, setQuickstartPainted] = useState(false);
  // After the paint, not in the same task: the viewer's render would hold the examples' paint back.
  const onQuickstartDrawn = useCallback(() => {
    afterNextPaint(() => setQuickstartPainted(true));
  }, []);
  const viewerWanted = quickstartPainted || focus !== null;
  const hasServices = Boolean(basic.options?.length || advanced.options?.length);
  useEffect(() => {
    if (hasServices && viewerWanted) prefetchViewer();
  }, [hasServices, viewerWanted]);

  return (
    <HomeScreen title={messages.titleDocs} intro={messages.docsReadThePlatformSApis} width={1200}>
      <QuickstartPanel onDrawn={onQuickstartDrawn} />
      <TryItPanel consumerId={consumerId} token={token} onToken={setToken} />

      <Panel>
        <OperationSearch consumerId={consumerId} onPick={pick} />
      </Panel>

      <Panel>
        {/* Only the open tab renders a viewer; both sections keep their state and loaded documents. */}
        <Tabs value={tab} onChange={setTab} keepMounted={false}>
          <ScrollingTabList active={tab} mb="lg">
            <Tabs.Tab value="basic" leftSection={<IconBook size={16} aria-hidden />}>
              {messages.docsBasicServices}
            </Tabs.Tab>
            <Tabs.Tab value="advanced" leftSection={<IconLock size={16} aria-hidden />}>
              {messages.titleAdvancedRequests}
            </Tabs.Tab>
          </ScrollingTabList>
          <Tabs.Panel value="basic">
            <CatalogueSection
              section={basic}
              accessToken={token?.value}
              focus={focus}
              viewerWaits={!viewerWanted}
              empty={<Text c="dimmed">{messages.docsNoBasicServicesArePublished}</Text>}
            />
          </Tabs.Panel>
          <Tabs.Panel value="advanced">
            <Stack gap="md">
              <CatalogueSection
                section={advanced}
                accessToken={token?.value}
                focus={focus}
                viewerWaits={!viewerWanted}
                empty={<Text c="dimmed">{messages.docsYourCompanyHasNoAdvanced}</Text>}
              />
              <Group gap={6}>
                <Text size="sm">{messages.docsNeedMore}</Text>
                <RouterAnchor to={requestAdvancedServicesPath} size="sm">
                  {messages.docsRequestAdvancedServices}
                </RouterAnchor>
              </Group>
            </Stack>
          </Tabs.Panel>
        </Tabs>
      </Panel>
    </HomeScreen>
  );
}
