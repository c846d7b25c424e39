import { messages, type PasskeyItem, passkeyLimits } from '@ddp/contract';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconFingerprint } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { AuthenticatorCodeInput } from '../../../components/authenticator-code-input';
import { Dialog } from '../../../components/dialog';
import { MutationErrorAlert } from '../../../components/mutation-error-alert';
import { ApiError } from '../../../lib/api-client';
import { CeremonyFailed, createPasskey } from '../../../lib/webauthn';
import { passkeyRegistrationOptions, passkeyRegistrationVerify } from './passkeys-api';

interface AddPasskeyProps {
  onClose: () => void;
  onAdded: (passkey: PasskeyItem, message: string) => void;
}

/** Proof, name, then the browser's prompt: a passkey is a new way in, so a current code comes first. */
export function AddPasskeyDialog({ opened, ...props }: AddPasskeyProps & { opened: boolean }) {
  return (
    <Dialog opened={opened} onClose={props.onClose} title={messages.passkeysAdd} size="md">
      <AddPasskeyForm {...props} />
    </Dialog>
  );
}

// The server keeps a challenge for 5 minutes; a retry after a cancelled prompt reuses it a little less.
const OPTIONS_REUSABLE_MS = 4 * 60_000;

function codeProblem(code: string): string | undefined {
  if (code.trim() === '') return messages.codeRequired;
  return /^\d{6}$/.test(code.trim()) ? undefined : messages.codeFormat;
}

function nameProblem(name: string): string | undefined {
  if (name.trim() === '') return messages.passkeyNameRequired;
  return name.trim().length > passkeyLimits.nameMaxLength
    ? messages.tooLong(passkeyLimits.nameMaxLength)
    : undefined;
}

function AddPasskeyForm({ onClose, onAdded }: AddPasskeyProps) {
  const [code, setCode] = useState('');
  const [name, setName] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [codeRefused, setCodeRefused] = useState<string>();
  const [prompting, setPrompting] = useState(false);
  // The options a right code gave: a retry after the browser's prompt was cancelled needs no new code.
  const proven = useRef<{ options: Record<string, unknown>; at: number } | null>(null);
  const form = useRef<HTMLFormElement>(null);

  const add = useMutation({
    mutationFn: async (input: { code: string; name: string }) => {
      const fresh = proven.current && Date.now() - proven.current.at < OPTIONS_REUSABLE_MS;
      if (!fresh) {
        proven.current = null;
        const reply = await passkeyRegistrationOptions(input.code);
        proven.current = { options: reply.options, at: Date.now() };
      }
      const options = proven.current?.options ?? {};
      setPrompting(true);
      try {
        const response = await createPasskey(options);
        proven.current = null;
        return await passkeyRegistrationVerify(input.name, response);
      } finally {
        setPrompting(false);
      }
    },
    onSuccess: (reply) => onAdded(reply.passkey, reply.message),
    onError: (error) => {
      if (error instanceof ApiError && error.fieldErrors?.userToken) {
        setCodeRefused(error.fieldErrors.userToken);
        requestAnimationFrame(() =>
          form.current?.querySelector<HTMLElement>('input[name="userToken"]')?.focus(),
        );
      }
      // The server refused the new passkey: its challenge is gone, the next try starts with a code.
      if (error instanceof ApiError && !error.fieldErrors?.userToken) proven.current = null;
    },
  });

  const codeError = codeRefused ?? (submitted ? codeProblem(code) : undefined);
  const nameError = submitted ? nameProblem(name) : undefined;
  const codeDone = proven.current !== null;
  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const bad = (!codeDone && codeProblem(code)) || nameProblem(name);
    if (bad) {
      // Keyboard and screen-reader users land on the first field that needs attention.
      const formElement = event.currentTarget;
      requestAnimationFrame(() => formElement.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    add.mutate({ code: code.trim(), name: name.trim() });
  };
  const failure = add.error && !(add.error instanceof ApiError && add.error.fieldErrors?.userToken);

  return (
    <form ref={form} onSubmit={submit} noValidate>
      <Stack gap="md">
        {failure && add.error instanceof CeremonyFailed ? (
          <Alert color="orange" role="alert">
            {add.error.message}
          </Alert>
        ) : null}
        {failure && !(add.error instanceof CeremonyFailed) ? <MutationErrorAlert mutation={add} /> : null}
        <Text size="sm">{messages.passkeysAddProof}</Text>
        <AuthenticatorCodeInput
          name="userToken"
          label={messages.signInOneTimeCode}
          data-autofocus
          disabled={codeDone}
          value={code}
          onCode={(typed) => {
            setCode(typed);
            setCodeRefused(undefined);
          }}
          error={codeDone ? undefined : codeError}
        />
        <TextInput
          name="name"
          label={messages.passkeysNameLabel}
          description={messages.passkeysNameHint}
          required
          maxLength={passkeyLimits.nameMaxLength}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={nameError}
        />
        {prompting ? (
          <Text size="sm" role="status">
            {messages.passkeysAddWaiting}
          </Text>
        ) : null}
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onClose}>
            {messages.kitCancel}
          </Button>
          <Button
            type="submit"
            loading={add.isPending}
            leftSection={<IconFingerprint size={16} aria-hidden />}
          >
            {messages.passkeysCreate}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
