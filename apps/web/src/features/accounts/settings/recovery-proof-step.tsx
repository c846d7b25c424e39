import {
  type AuthenticatorSecretReply,
  messages,
  RECOVERY_CODE_INPUT_MAX,
  recoveryCodeForm,
} from '@ddp/contract';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { MutationErrorAlert } from '../../../components/mutation-error-alert';
import { useForm } from '../../../lib/use-form';
import { startAuthenticatorChange } from './authenticator-api';

/**
 * Change authenticator's first step for someone who lost the authenticator: one of their recovery
 * codes instead of its code (used up, recorded and mailed like at sign-in).
 */
export function RecoveryProofStep({
  onDone,
  onClose,
}: {
  onDone: (reply: AuthenticatorSecretReply) => void;
  onClose: () => void;
}) {
  const form = useForm(recoveryCodeForm, { recoveryCode: '' });
  const mutation = useMutation({
    mutationFn: (recoveryCode: string) => startAuthenticatorChange({ recoveryCode }),
    onSuccess: onDone,
  });
  return (
    <form onSubmit={form.handleSubmit(({ recoveryCode }) => mutation.mutate(recoveryCode))} noValidate>
      <Stack gap="md">
        <Text size="sm">{messages.authChangeRecoveryStep}</Text>
        <MutationErrorAlert mutation={mutation} />
        <TextInput
          label={messages.recoveryCodeLabel}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={RECOVERY_CODE_INPUT_MAX}
          required
          autoFocus
          leftSection={<IconKey size={16} aria-hidden />}
          styles={{ input: { letterSpacing: '0.1em', fontFamily: 'var(--mantine-font-family-monospace)' } }}
          {...form.bindText('recoveryCode')}
        />
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onClose}>
            {messages.kitCancel}
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            {messages.authChangeContinue}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
