import { limits, messages, requestAdvancedServicesRequest } from '@ddp/contract';
import { Button, Stack, Text, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { MutationErrorAlert } from '../../components/mutation-error-alert';
import { ApiError } from '../../lib/api-client';
import { useForm } from '../../lib/use-form';
import { sendRequest } from './advanced-requests-api';

const useCaseForm = requestAdvancedServicesRequest.pick({ description: true });

interface SendRequestFormProps {
  consumerId: string;
  /** Called once the request is stored; the screen says so in its own language. */
  onSent: () => void;
}

/** 'Send Request': the use case is required (spec section 5); the screen confirms it once stored. */
export function SendRequestForm({ consumerId, onSent }: SendRequestFormProps) {
  const form = useForm(useCaseForm, { description: '' }, { errorsAfterSubmitOnly: true });
  const send = useMutation({
    mutationFn: (description: string) => sendRequest(description, consumerId),
    onSuccess: () => {
      form.setValues({ description: '' });
      onSent();
    },
    // A message about the use case belongs under the field; anything else above the form.
    onError: (error) => {
      if (error instanceof ApiError && error.fieldErrors?.description)
        form.setServerErrors(error.fieldErrors);
    },
  });
  const length = form.values.description.length;

  return (
    <form noValidate onSubmit={form.handleSubmit((data) => send.mutate(data.description))}>
      <Stack maw={720} gap="md">
        {send.error instanceof ApiError && send.error.fieldErrors?.description ? null : (
          <MutationErrorAlert mutation={send} />
        )}
        <Textarea
          label={messages.advancedUseCase}
          description={messages.advancedWhatDoYouWantTo}
          required
          autosize
          minRows={6}
          maxRows={16}
          maxLength={limits.textMaxLength}
          {...form.bindText('description')}
        />
        <Text size="xs" c="dimmed" ta="right" aria-live="polite">
          {length} / {limits.textMaxLength}
        </Text>
        <Button
          type="submit"
          loading={send.isPending}
          leftSection={<IconSend size={16} aria-hidden />}
          w="fit-content"
        >
          {messages.advancedSendRequest}
        </Button>
      </Stack>
    </form>
  );
}
