import { type AuthenticatorSecretReply, codeForm, messages } from '@ddp/contract';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconDeviceMobile } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { AuthenticatorCodeInput } from '../../../components/authenticator-code-input';
import { AuthenticatorKey } from '../../../components/authenticator-key';
import { Dialog } from '../../../components/dialog';
import { DismissibleAlert } from '../../../components/dismissible-alert';
import { MutationErrorAlert } from '../../../components/mutation-error-alert';
import { useForm } from '../../../lib/use-form';
import { confirmAuthenticatorChange, startAuthenticatorChange } from './authenticator-api';
import { RecoveryProofStep } from './recovery-proof-step';
import { SettingsSection } from './settings-section';

/**
 * Settings, Change authenticator (issue 22, part 4): a fresh code from the current authenticator,
 * then the new one's QR code and key, confirmed by a code from it. Until then the old one stays;
 * once confirmed, the account's other sessions end and a notice is mailed.
 */
export function ChangeAuthenticatorSetting() {
  const [opened, setOpened] = useState(false);
  const [changed, setChanged] = useState<string>();
  return (
    <SettingsSection title={messages.authChangeTitle} titleId="authenticator-title">
      {changed ? (
        <DismissibleAlert kind="success" onClose={() => setChanged(undefined)}>
          {changed}
        </DismissibleAlert>
      ) : null}
      <Group justify="space-between" gap="md">
        <Text size="sm" c="dimmed" maw={560}>
          {messages.authChangeIntro}
        </Text>
        <Button
          variant="default"
          leftSection={<IconDeviceMobile size={16} aria-hidden />}
          onClick={() => {
            setChanged(undefined);
            setOpened(true);
          }}
        >
          {messages.authChangeButton}
        </Button>
      </Group>
      <Dialog opened={opened} onClose={() => setOpened(false)} title={messages.authChangeButton} size="md">
        <ChangeSteps
          onClose={() => setOpened(false)}
          onChanged={(message) => {
            setOpened(false);
            setChanged(message);
          }}
        />
      </Dialog>
    </SettingsSection>
  );
}

function ChangeSteps({ onClose, onChanged }: { onClose: () => void; onChanged: (message: string) => void }) {
  const [key, setKey] = useState<AuthenticatorSecretReply>();
  // Issue 22: who lost the authenticator proves the change with a recovery code instead.
  const [byRecovery, setByRecovery] = useState(false);
  if (!key) {
    return (
      <Stack gap="sm">
        {byRecovery ? (
          <RecoveryProofStep onDone={setKey} onClose={onClose} />
        ) : (
          <CodeStep
            key="current"
            intro={messages.authChangeCurrentStep}
            label={messages.authChangeCurrentCode}
            submitLabel={messages.authChangeContinue}
            send={(userToken) => startAuthenticatorChange({ userToken })}
            onDone={setKey}
            onClose={onClose}
          />
        )}
        <Text size="sm">
          <Anchor component="button" type="button" onClick={() => setByRecovery(!byRecovery)}>
            {byRecovery ? messages.authChangeUseCurrent : messages.authChangeUseRecovery}
          </Anchor>
        </Text>
      </Stack>
    );
  }
  return (
    <CodeStep
      key="new"
      focusOnShow
      intro={messages.authChangeNewStep}
      label={messages.authChangeNewCode}
      submitLabel={messages.authChangeConfirm}
      send={(userToken) => confirmAuthenticatorChange({ userToken })}
      onDone={(reply) => onChanged(reply.message ?? messages.authenticatorChanged)}
      onClose={onClose}
    >
      <AuthenticatorKey otpauthUri={key.otpauthUri} secret={key.secret} />
    </CodeStep>
  );
}

function CodeStep<T>({
  intro,
  label,
  submitLabel,
  send,
  onDone,
  onClose,
  children,
  focusOnShow = false,
}: {
  /** The step that follows the first one: its field takes the focus as it replaces the first one's. */
  focusOnShow?: boolean;
  intro: string;
  label: string;
  submitLabel: string;
  send: (userToken: string) => Promise<T>;
  onDone: (reply: T) => void;
  onClose: () => void;
  children?: ReactNode;
}) {
  const form = useForm(codeForm, { userToken: '' });
  const mutation = useMutation({ mutationFn: send, onSuccess: onDone });
  return (
    <form onSubmit={form.handleSubmit(({ userToken }) => mutation.mutate(userToken))} noValidate>
      <Stack gap="md">
        <Text size="sm">{intro}</Text>
        {children}
        <MutationErrorAlert mutation={mutation} />
        <AuthenticatorCodeInput
          label={label}
          data-autofocus
          autoFocus={focusOnShow}
          value={form.values.userToken}
          onCode={(code) => form.setField('userToken', code)}
          error={form.errorOf('userToken')}
        />
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onClose}>
            {messages.kitCancel}
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
