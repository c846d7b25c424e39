import { type InviteForm, messages } from '@ddp/contract';
import { Stack } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DismissibleAlert } from '../../components/dismissible-alert';
import { ApiError } from '../../lib/api-client';
import { type FieldErrors, mapFieldErrors } from '../../lib/form-validation';
import { InviteFields, inviteFieldNames } from './invite-fields';
import { inviteRequestOf } from './invite-request';
import { inviteUser, teamKeys } from './teams-api';

const NO_ERRORS: FieldErrors = {};

/** The 'Send Invite' tab (Owners): a mailed invitation, or a dummy consumer (spec section 6). */
export function InvitePanel({ consumerId, multiConsumer }: { consumerId: string; multiConsumer: boolean }) {
  const queryClient = useQueryClient();
  // A fresh form after each success, so the next invitation starts empty and unmarked.
  const [formKey, setFormKey] = useState(0);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>(NO_ERRORS);
  const mutation = useMutation({
    mutationFn: (form: InviteForm) => inviteUser(inviteRequestOf(form, consumerId)),
    onMutate: () => setFieldErrors(NO_ERRORS),
    onSuccess: () => {
      setFormKey((key) => key + 1);
      // A dummy consumer joins the list at once; an invitee only after completing registration.
      return queryClient.invalidateQueries({ queryKey: teamKeys.all });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.fieldErrors) {
        setFieldErrors(mapFieldErrors(error.fieldErrors, inviteFieldNames).fields);
      }
    },
  });

  return (
    <Stack gap="lg">
      {mutation.isSuccess ? (
        <DismissibleAlert kind="success" onClose={mutation.reset}>
          {mutation.data.message ?? messages.invited}
        </DismissibleAlert>
      ) : null}
      {mutation.error ? (
        <DismissibleAlert kind="error" title={messages.inviteFailed} onClose={mutation.reset}>
          {mutation.error.message}
        </DismissibleAlert>
      ) : null}
      <InviteFields
        key={formKey}
        multiConsumer={multiConsumer}
        sending={mutation.isPending}
        serverErrors={fieldErrors}
        onSend={(form) => mutation.mutate(form)}
        focusOnMount={formKey > 0}
      />
    </Stack>
  );
}
