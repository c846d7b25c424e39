import { messages } from '@ddp/contract';
import { Button, Center, Group, Loader, Text } from '@mantine/core';
import { IconLock, IconPencil, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DismissibleAlert } from '../../../components/dismissible-alert';
import { HomeScreen } from '../../../components/home-screen';
import { QueryStates } from '../../../components/query-states';
import { personalDetailsKey, personalDetailsQuery } from '../../../lib/personal-details-api';
import { useSession } from '../../../lib/session-store';
import { ChangeAuthenticatorSetting } from './change-authenticator-setting';
import { ChangePasswordModal } from './change-password-modal';
import { ColorSchemeSetting } from './color-scheme-setting';
import { DeleteAccountModal } from './delete-account-modal';
import { DetailsGrid } from './details-grid';
import { EditDetailsModal } from './edit-details-modal';
import { LanguageSetting } from './language-setting';
import { LoginActivity } from './login-activity';
import { PasskeysSection } from './passkeys-section';
import { RecoveryCodesSetting } from './recovery-codes-setting';
import { SecurityLogSection } from './security-log-section';
import { SessionsSection } from './sessions-section';
import { SettingsSection } from './settings-section';

type Dialog = 'edit' | 'password' | 'delete' | null;

/** /home/view-settings: personal details, login activity and the three actions (spec section 2). */
export default function SettingsPage() {
  const { email = '', consumerId = '' } = useSession();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [info, setInfo] = useState<string>();
  const details = useQuery({ ...personalDetailsQuery(email), enabled: email !== '' });

  const closeWith = (message: string, refresh: boolean) => {
    setDialog(null);
    setInfo(message);
    if (refresh) queryClient.invalidateQueries({ queryKey: personalDetailsKey(email) });
  };

  return (
    <HomeScreen
      title={messages.titleSettings}
      intro={messages.accountYourPersonalDetailsYourPassword}
      width={960}
    >
      {info ? (
        <DismissibleAlert kind="info" onClose={() => setInfo(undefined)}>
          {info}
        </DismissibleAlert>
      ) : null}

      <QueryStates
        query={details}
        loadingLabel={messages.accountLoadingYourDetails}
        loading={
          // No shorter than the loaded sections at any width (1,000 px and more with the title),
          // so the footer never shows below the indicator only to be pushed away by the details.
          <Center py="xl" mih={850} style={{ alignItems: 'flex-start' }}>
            <Loader size="md" />
          </Center>
        }
      >
        {(loaded) => (
          <>
            <SettingsSection
              title={messages.accountPersonalDetails}
              action={
                <Group gap="sm">
                  <Button
                    variant="light"
                    leftSection={<IconPencil size={16} aria-hidden />}
                    onClick={() => setDialog('edit')}
                  >
                    {messages.accountEditDetails}
                  </Button>
                  <Button
                    variant="default"
                    leftSection={<IconLock size={16} aria-hidden />}
                    onClick={() => setDialog('password')}
                  >
                    {messages.accountChangePassword}
                  </Button>
                </Group>
              }
            >
              <DetailsGrid details={loaded} />
            </SettingsSection>

            <SettingsSection title={messages.accountLoginActivity}>
              <LoginActivity details={loaded} />
            </SettingsSection>
            <ChangeAuthenticatorSetting />
            <RecoveryCodesSetting />
            <PasskeysSection />

            <SessionsSection />
            <SecurityLogSection />

            <LanguageSetting />
            <ColorSchemeSetting />

            <SettingsSection title={messages.accountAccount}>
              <Group justify="space-between" gap="md">
                <Text size="sm" c="dimmed" maw={560}>
                  {messages.accountDeletingYourAccountRemovesYour}
                </Text>
                <Button
                  color="red"
                  variant="outline"
                  leftSection={<IconTrash size={16} aria-hidden />}
                  onClick={() => setDialog('delete')}
                >
                  {messages.accountDeleteAccount}
                </Button>
              </Group>
            </SettingsSection>

            <EditDetailsModal
              opened={dialog === 'edit'}
              details={loaded}
              email={email}
              onClose={() => setDialog(null)}
              onSaved={(message) => closeWith(message, true)}
            />
          </>
        )}
      </QueryStates>
      {/* The language and the colour scheme are the browser's: they can be chosen while the details fail to load. */}
      {details.data === undefined ? (
        <>
          <LanguageSetting />
          <ColorSchemeSetting />
        </>
      ) : null}

      <ChangePasswordModal
        opened={dialog === 'password'}
        email={email}
        onClose={() => setDialog(null)}
        onUpdated={(message) => closeWith(message, false)}
      />
      <DeleteAccountModal
        opened={dialog === 'delete'}
        consumerId={consumerId}
        email={email}
        onClose={() => setDialog(null)}
      />
    </HomeScreen>
  );
}
