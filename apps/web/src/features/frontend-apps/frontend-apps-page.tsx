import { messages, routes } from '@ddp/contract';
import {
  ActionIcon,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  Select,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconKey, IconRefresh } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { DismissibleAlert } from '../../components/dismissible-alert';
import { HomeScreen } from '../../components/home-screen';
import { Panel } from '../../components/panel';
import { QueryStates } from '../../components/query-states';
import { QuickstartPanel } from '../../components/quickstart-panel';
import { RouterAnchor } from '../../components/router-anchor';
import { SecretReveal } from '../../components/secret-reveal';
import { ownClientsQuery } from '../../lib/own-credentials-api';
import { rememberSharedCookieDomains, useSession } from '../../lib/session-store';
import { applySharedCookies } from '../../lib/shared-cookies';
import { AppFrame } from './app-frame';
import { fetchAppToken, generateAccessToken } from './frontend-apps-api';
import { frontendAppsQuery } from './frontend-apps-queries';

/** `afterLoad`: shown only once the cookies and the frame of that load are in place. */
type Notice = { kind: 'success' | 'error'; text: string; afterLoad?: number };

/**
 * /home/view-frontend-apps (spec sections 2 and 4): the company's apps; the first app and the first
 * client id are chosen; the shared cookies are set before the frame points at the app. jwtToken is
 * a token the server makes for the chosen app, asked for each time the cookies are set.
 */
export default function FrontendAppsPage() {
  const { consumerId = '' } = useSession();
  const apps = useQuery({ ...frontendAppsQuery(consumerId), enabled: consumerId !== '' });
  const appList = apps.data?.apps ?? [];
  const cookieDomains = apps.data?.cookieDomains ?? [];
  // The quickstart's query (one request for both, and the answer asked for at start).
  const clients = useQuery({
    ...ownClientsQuery(consumerId),
    enabled: consumerId !== '' && appList.length > 0,
  });
  const clientIds = clients.data?.map((c) => c.client_id) ?? [];
  const clientOptions =
    clients.data?.map((c) => ({ value: c.client_id, label: `${c.name} (${c.client_id})` })) ?? [];

  const [chosenApp, setChosenApp] = useState<string | null>(null);
  const [chosenClient, setChosenClient] = useState<string | null>(null);
  const [accessToken, setAccessToken] = useState<string | undefined>(undefined);
  // The token in a read-only field with a copy button, for the client it was made for.
  const [shownToken, setShownToken] = useState<{ clientId: string; token: string } | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [appTokenError, setAppTokenError] = useState<string | null>(null);
  // Counts loads of the frame: a new value re-applies the cookies and loads the app again.
  const [load, setLoad] = useState(0);
  const [frame, setFrame] = useState<{ name: string; url: string; load: number } | null>(null);

  const app = appList.find((a) => a.name === chosenApp) ?? appList[0];
  const clientId = chosenClient && clientIds.includes(chosenClient) ? chosenClient : clientIds[0];

  // Spec section 8: a failing credential list is only logged; the screen goes on without client ids.
  useEffect(() => {
    if (clients.error) console.error('front-end apps: the client ids could not be loaded', clients.error);
  }, [clients.error]);

  const clientsSettled = !clients.isPending || clients.isError;
  const noClientIds = clients.isSuccess && clients.data.length === 0;
  useEffect(() => {
    if (!app || !clientsSettled) return;
    // A newer choice or reload wins: an answer for an earlier one is dropped.
    let current = true;
    setAppTokenError(null);
    fetchAppToken(consumerId, app.name).then(
      (jwtToken) => {
        if (!current) return;
        applySharedCookies(
          {
            jwtToken,
            consumerId,
            selectedApp: app.name,
            accessToken: noClientIds ? null : accessToken,
          },
          cookieDomains,
        );
        rememberSharedCookieDomains(cookieDomains);
        setFrame({ name: app.name, url: app.url, load });
      },
      (error: Error) => {
        if (current) setAppTokenError(error.message);
      },
    );
    return () => {
      current = false;
    };
  }, [app, clientsSettled, noClientIds, accessToken, consumerId, cookieDomains, load]);

  const create = useMutation({
    mutationFn: (id: string) => generateAccessToken(id).then((token) => ({ id, token })),
    onSuccess: ({ id, token }) => {
      setAccessToken(token);
      setShownToken({ clientId: id, token });
      // The success alert waits for the cookies that carry the token (set once the app's own
      // jwtToken has come back), so what it announces is what the app finds.
      const next = load + 1;
      setLoad(next);
      setNotice({ kind: 'success', text: messages.tokenGeneratedInField, afterLoad: next });
    },
    onError: (error) => setNotice({ kind: 'error', text: `${messages.tokenFailed}${error.message}` }),
  });

  const applying = notice?.afterLoad !== undefined && (frame === null || frame.load < notice.afterLoad);
  const shownNotice = applying ? null : notice;

  const refresh = () => {
    setNotice(null);
    void apps.refetch();
    if (appList.length > 0) void clients.refetch();
    setLoad((n) => n + 1);
  };

  return (
    <HomeScreen title={messages.titleFrontendApps} intro={messages.appsAppsOfferedToYourCompany} width={1200}>
      {shownNotice ? (
        <DismissibleAlert kind={shownNotice.kind} onClose={() => setNotice(null)}>
          {shownNotice.text}
        </DismissibleAlert>
      ) : null}
      {appTokenError ? (
        <DismissibleAlert kind="error" onClose={() => setAppTokenError(null)}>
          {appTokenError}
        </DismissibleAlert>
      ) : null}

      <QueryStates
        query={apps}
        loadingLabel={messages.appsLoadingApps}
        loading={
          <Center py="xl">
            <Loader />
          </Center>
        }
        isEmpty={(offered) => offered.apps.length === 0}
        empty={
          <Paper withBorder radius="lg" p="lg">
            <Text>{messages.noFrontendApps}</Text>
          </Paper>
        }
      >
        {() =>
          app ? (
            <Panel>
              <Stack gap="md">
                <Group align="flex-end" gap="md" wrap="wrap">
                  <Group align="flex-end" gap="xs" wrap="nowrap" w={{ base: '100%', sm: 'auto' }}>
                    <Select
                      label={messages.appsFrontEndAppSelect}
                      data={appList.map((a) => a.name)}
                      value={app.name}
                      onChange={(name) => setChosenApp(name)}
                      allowDeselect={false}
                      flex={{ base: 1, sm: 'none' }}
                      w={{ sm: 260 }}
                    />
                    <Tooltip label={messages.appsRefreshApps}>
                      <ActionIcon
                        variant="default"
                        size="input-sm"
                        aria-label={messages.appsRefreshApps}
                        onClick={refresh}
                      >
                        <IconRefresh size={18} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                  <Group align="flex-end" gap="xs" wrap="wrap" w={{ base: '100%', sm: 'auto' }}>
                    <Select
                      label={messages.appsClientId}
                      data={clientOptions}
                      value={clientId ?? null}
                      onChange={(id) => setChosenClient(id)}
                      allowDeselect={false}
                      disabled={clientIds.length === 0}
                      placeholder={clients.isPending ? messages.credLoading : messages.appsNoClientIds}
                      w={{ base: '100%', sm: 460 }}
                    />
                    <Button
                      leftSection={<IconKey size={16} aria-hidden />}
                      disabled={!clientId}
                      loading={create.isPending || (applying && !appTokenError)}
                      onClick={() => clientId && create.mutate(clientId)}
                    >
                      {messages.appsCreateToken}
                    </Button>
                  </Group>
                </Group>
                {noClientIds ? (
                  <Text size="sm" c="dimmed">
                    {messages.appsYouHaveNoClientIds}{' '}
                    <RouterAnchor to={routes.viewCredentials}>{messages.titleCredentials}</RouterAnchor>{' '}
                    {messages.appsToCreateAToken}
                  </Text>
                ) : null}
                {shownToken && shownToken.clientId === clientId && !applying ? (
                  <SecretReveal label={messages.appsAccessToken} value={shownToken.token} />
                ) : null}
                {frame && frame.name === app.name ? (
                  <AppFrame
                    key={`${frame.url}#${frame.load}`}
                    name={frame.name}
                    url={frame.url}
                    onRetry={() => setLoad((n) => n + 1)}
                  />
                ) : null}
              </Stack>
            </Panel>
          ) : null
        }
      </QueryStates>
      <QuickstartPanel />
    </HomeScreen>
  );
}
