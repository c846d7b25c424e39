import { messages, TERMS_ACCEPTED, TERMS_REFUSED } from '@ddp/contract';
import { Alert, Button, Group, Radio, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconAlertTriangle } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { endSession } from '../../lib/session-store';
import { answerTerms, newsKeys } from './news-api';

type Choice = typeof TERMS_ACCEPTED | typeof TERMS_REFUSED;

interface TermsAnswerProps {
  newsId: string;
  consumerId: string;
  onAccepted: (message: string) => void;
}

/**
 * Accept or refuse (spec section 4): Send stays disabled until one is chosen. A refusal deletes the
 * account, so it asks once more, saying so, before anything is sent.
 */
export function TermsAnswer({ newsId, consumerId, onAccepted }: TermsAnswerProps) {
  const queryClient = useQueryClient();
  const [choice, setChoice] = useState<Choice | null>(null);
  const [confirming, setConfirming] = useState(false);
  const sendButton = useRef<HTMLButtonElement>(null);
  const cameBack = useRef(false);
  // Back from the confirmation, the focus returns to Send, where it was.
  useEffect(() => {
    if (!confirming && cameBack.current) sendButton.current?.focus();
  }, [confirming]);
  const send = useMutation({
    mutationFn: (accepted: Choice) => answerTerms({ consumerId, accepted, broadcastnews_id: newsId }),
    onSuccess: async (reply, accepted) => {
      if (accepted === TERMS_REFUSED) {
        endSession('deleted');
        // Nothing of this account may stay in memory for the next person.
        queryClient.clear();
        return;
      }
      await queryClient.invalidateQueries({ queryKey: newsKeys.all });
      onAccepted(reply.message);
    },
    onError: async (error) => {
      // Answered meanwhile (another tab): show the item as it now is.
      if (error instanceof ApiError && error.status === 409) {
        await queryClient.invalidateQueries({ queryKey: newsKeys.all });
      }
    },
  });

  const submit = () => {
    if (choice === TERMS_REFUSED && !confirming) {
      setConfirming(true);
      return;
    }
    if (choice !== null) send.mutate(choice);
  };

  const failure = send.error ? (
    <Alert
      color="red"
      role="alert"
      icon={<IconAlertCircle size={20} aria-hidden />}
      title={choice === TERMS_REFUSED ? messages.accountNotDeleted : undefined}
    >
      {send.error.message}
    </Alert>
  ) : null;

  if (confirming) {
    return (
      <ConfirmRefusal
        failure={failure}
        pending={send.isPending}
        onBack={() => {
          cameBack.current = true;
          setConfirming(false);
          send.reset();
        }}
        onConfirm={submit}
      />
    );
  }

  return (
    <Stack gap="md">
      <Radio.Group
        label={messages.newsTermsAndConditions}
        description={messages.newsThisNewsCarriesUpdatedTerms}
        value={choice === null ? null : String(choice)}
        onChange={(value) => setChoice(Number(value) === TERMS_ACCEPTED ? TERMS_ACCEPTED : TERMS_REFUSED)}
      >
        <Stack gap="xs" mt="xs">
          <Radio value={String(TERMS_ACCEPTED)} label={messages.newsIAcceptTheTerms} />
          <Radio value={String(TERMS_REFUSED)} label={messages.newsIDoNotAcceptThe} />
        </Stack>
      </Radio.Group>
      {choice === TERMS_REFUSED ? (
        <Text size="sm" c="var(--ddp-color-warning-text)">
          {messages.termsRefuseWarning}
        </Text>
      ) : null}
      {failure}
      <Group justify="flex-end">
        <Button ref={sendButton} onClick={submit} disabled={choice === null} loading={send.isPending}>
          {messages.signInSend}
        </Button>
      </Group>
    </Stack>
  );
}

/** The last word before the account goes; the focus moves to the safe choice. */
function ConfirmRefusal({
  failure,
  pending,
  onBack,
  onConfirm,
}: {
  failure: ReactNode;
  pending: boolean;
  onBack: () => void;
  onConfirm: () => void;
}) {
  const back = useRef<HTMLButtonElement>(null);
  useEffect(() => back.current?.focus(), []);
  return (
    <Stack gap="md">
      <Alert
        color="red"
        role="alert"
        title={messages.newsDeleteYourAccount}
        icon={<IconAlertTriangle size={20} aria-hidden />}
      >
        {messages.termsRefuseWarning}
      </Alert>
      {failure}
      <Group justify="flex-end" gap="sm">
        <Button ref={back} variant="default" onClick={onBack}>
          {messages.newsBack}
        </Button>
        <Button color="red" loading={pending} onClick={onConfirm}>
          {messages.newsRefuseAndDeleteMyAccount}
        </Button>
      </Group>
    </Stack>
  );
}
