import {
  messages,
  RECOVERY_CODE_INPUT_MAX,
  type RecoveryCodeValidateReply,
  recoveryCodeForm,
} from '@ddp/contract';
import { TextInput } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { CardForm } from '../../components/card-form';
import { MutationErrorAlert } from '../../components/mutation-error-alert';
import { useForm } from '../../lib/use-form';
import { validateRecoveryCode } from './recovery-code-api';

/** The code screen's field for a recovery code instead of a code from the authenticator (issue 22). */
export function RecoveryCodeForm({
  email,
  temporaryToken,
  onSignedIn,
}: {
  email: string;
  temporaryToken: string;
  onSignedIn: (reply: RecoveryCodeValidateReply) => void;
}) {
  const form = useForm(recoveryCodeForm, { recoveryCode: '' });
  const mutation = useMutation({
    mutationFn: (recoveryCode: string) => validateRecoveryCode({ email, recoveryCode }, temporaryToken),
    onSuccess: onSignedIn,
  });
  return (
    <>
      <MutationErrorAlert mutation={mutation} />
      <CardForm
        onSubmit={form.handleSubmit(({ recoveryCode }) => mutation.mutate(recoveryCode))}
        submitLabel={messages.signInVerify}
        sending={mutation.isPending}
      >
        <TextInput
          label={messages.recoveryCodeLabel}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={RECOVERY_CODE_INPUT_MAX}
          required
          autoFocus
          size="md"
          leftSection={<IconKey size={18} aria-hidden />}
          styles={{ input: { letterSpacing: '0.1em', fontFamily: 'var(--mantine-font-family-monospace)' } }}
          {...form.bindText('recoveryCode')}
        />
      </CardForm>
    </>
  );
}
