import {
  type MakeRecoveryCodesReply,
  makeRecoveryCodesRequest,
  messages,
  RECOVERY_CODES_LOW,
  type RecoveryCodesStatusReply,
} from '@ddp/contract';
import { Alert, Button, CopyButton, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy, IconDownload, IconKey } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Dialog } from '../../../components/dialog';
import { DismissibleAlert } from '../../../components/dismissible-alert';
import { MutationErrorAlert } from '../../../components/mutation-error-alert';
import { PasswordField } from '../../../components/password-field';
import { QueryStates } from '../../../components/query-states';
import { formatGmt } from '../../../lib/format-gmt';
import { saveFile } from '../../../lib/save-file';
import { useSession } from '../../../lib/session-store';
import { useForm } from '../../../lib/use-form';
import { hasFieldErrors, useServerErrors } from '../../../lib/use-server-errors';
import { makeRecoveryCodes, RECOVERY_CODES_FILE, recoveryCodesFile } from './recovery-codes-api';
import { recoveryCodesKey, recoveryCodesQuery } from './recovery-codes-query';
import { SettingsSection } from './settings-section';

/** What the code screen hands over after a sign-in with a recovery code: how many are left. */
export function recoveryLeftFromState(state: unknown): number | undefined {
  if (typeof state !== 'object' || state === null || !('recoveryCodesLeft' in state)) return undefined;
  return typeof state.recoveryCodesLeft === 'number' ? state.recoveryCodesLeft : undefined;
}

/**
 * Settings' recovery codes (issue 22): how many are left and when they were made, a warning when
 * few are left, and the dialog that makes new ones against the password and shows them once.
 */
export function RecoveryCodesSetting() {
  const queryClient = useQueryClient();
  const { consumerId = '' } = useSession();
  const status = useQuery({ ...recoveryCodesQuery(consumerId), enabled: consumerId !== '' });
  const [opened, setOpened] = useState(false);
  const made = (status.data?.total ?? 0) > 0;
  const landed = recoveryLeftFromState(useLocation().state);
  const section = useRef<HTMLDivElement>(null);

  // After a sign-in with a recovery code the portal opens here: the notice is what to read first.
  useEffect(() => {
    if (landed !== undefined) section.current?.scrollIntoView({ block: 'start' });
  }, [landed]);

  return (
    <div ref={section} style={{ scrollMarginTop: 80 }}>
      <SettingsSection
        title={messages.recoveryTitle}
        titleId="recovery-codes-title"
        action={
          status.data ? (
            <Button
              variant={made ? 'default' : 'light'}
              leftSection={<IconKey size={16} aria-hidden />}
              onClick={() => setOpened(true)}
            >
              {made ? messages.recoveryMakeNew : messages.recoveryMake}
            </Button>
          ) : null
        }
      >
        <Stack gap="sm">
          {landed !== undefined ? (
            <DismissibleAlert kind="info">{messages.recoverySignedInLeft({ left: landed })}</DismissibleAlert>
          ) : null}
          <Text size="sm" c="dimmed" maw={640}>
            {messages.recoveryIntro}
          </Text>
          <QueryStates query={status} loadingLabel={messages.recoveryLoading}>
            {(loaded) => <RecoveryStatus status={loaded} />}
          </QueryStates>
        </Stack>
      </SettingsSection>
      <Dialog
        opened={opened}
        onClose={() => setOpened(false)}
        title={made ? messages.recoveryMakeNew : messages.recoveryMake}
        size="md"
      >
        <MakeCodes
          onMade={() => queryClient.invalidateQueries({ queryKey: recoveryCodesKey(consumerId) })}
          onClose={() => setOpened(false)}
        />
      </Dialog>
    </div>
  );
}

function RecoveryStatus({ status }: { status: RecoveryCodesStatusReply }) {
  if (status.total === 0 || status.madeAt === null) {
    return (
      <Alert color="indigo" variant="light" icon={<IconKey size={20} aria-hidden />}>
        {messages.recoveryNoneYet}
      </Alert>
    );
  }
  return (
    <Stack gap="xs">
      <Group gap="md" align="baseline">
        <Text fw={600} data-testid="recovery-codes-left">
          {messages.recoveryLeft({ left: status.left, total: status.total })}
        </Text>
        <Text size="sm" c="dimmed">
          {messages.recoveryMadeAt({ date: formatGmt(status.madeAt) })}
        </Text>
      </Group>
      {status.left <= RECOVERY_CODES_LOW ? (
        <Alert color="orange" variant="light" icon={<IconAlertTriangle size={20} aria-hidden />}>
          {messages.recoveryLowWarning({ left: status.left })}
        </Alert>
      ) : null}
    </Stack>
  );
}

/** The dialog's two steps: the password, then the ten codes, shown this once. */
function MakeCodes({ onMade, onClose }: { onMade: () => void; onClose: () => void }) {
  const [made, setMade] = useState<MakeRecoveryCodesReply>();
  return made ? (
    <ShownOnce made={made} onClose={onClose} />
  ) : (
    <ProofForm
      onMade={(reply) => {
        setMade(reply);
        onMade();
      }}
      onClose={onClose}
    />
  );
}

const FIELDS = ['password'] as const;

function ProofForm({
  onMade,
  onClose,
}: {
  onMade: (reply: MakeRecoveryCodesReply) => void;
  onClose: () => void;
}) {
  const form = useForm(makeRecoveryCodesRequest, { password: '' });
  const { onError } = useServerErrors(form.setServerErrors, FIELDS);
  const mutation = useMutation({
    mutationFn: (password: string) => makeRecoveryCodes({ password }),
    onSuccess: onMade,
    onError,
  });
  return (
    <form onSubmit={form.handleSubmit(({ password }) => mutation.mutate(password))} noValidate>
      <Stack gap="md">
        {hasFieldErrors(mutation.error) ? null : <MutationErrorAlert mutation={mutation} />}
        <Text size="sm">{messages.recoveryProofIntro}</Text>
        <PasswordField
          id="recovery-codes-password"
          label={messages.accountCurrentPassword}
          autoComplete="current-password"
          required
          data-autofocus
          {...form.bindText('password')}
        />
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onClose}>
            {messages.kitCancel}
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            {messages.recoveryMakeSubmit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function ShownOnce({ made, onClose }: { made: MakeRecoveryCodesReply; onClose: () => void }) {
  const { email = '' } = useSession();
  const file = recoveryCodesFile({ email, madeAt: made.madeAt, codes: made.codes });
  return (
    <Stack gap="md">
      <Alert color="orange" variant="light" icon={<IconAlertTriangle size={20} aria-hidden />}>
        {messages.recoveryShownOnce}
      </Alert>
      <ol
        // The codes are data: no translation tool may touch them.
        translate="no"
        aria-label={messages.recoveryCodesListLabel}
        data-testid="recovery-codes"
        style={{
          columns: 2,
          margin: 0,
          paddingInlineStart: '2em',
          fontFamily: 'var(--mantine-font-family-monospace)',
          fontSize: 16,
          lineHeight: 1.8,
        }}
      >
        {made.codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <Group gap="sm">
        <Button
          variant="light"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() => saveFile(file, RECOVERY_CODES_FILE, 'text/plain;charset=utf-8')}
        >
          {messages.recoveryDownload}
        </Button>
        <CopyButton value={made.codes.join('\n')} timeout={2000}>
          {({ copied, copy }) => (
            <Button
              variant="light"
              leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
              onClick={copy}
            >
              {copied ? messages.recoveryCopied : messages.recoveryCopy}
            </Button>
          )}
        </CopyButton>
      </Group>
      <Group justify="flex-end">
        <Button onClick={onClose}>{messages.recoverySaved}</Button>
      </Group>
    </Stack>
  );
}
