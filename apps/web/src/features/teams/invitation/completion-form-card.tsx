import {
  type CountryOption,
  composeMobile,
  type InvitationLinkPayload,
  messages,
  routes,
} from '@ddp/contract';
import { Button, Divider, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { DismissibleAlert } from '../../../components/dismissible-alert';
import { PageCard } from '../../../components/page-card';
import { RouterAnchor } from '../../../components/router-anchor';
import { ApiError } from '../../../lib/api-client';
import { toDialCode } from '../../../lib/dial-code';
import { mapFieldErrors } from '../../../lib/form-validation';
import { useForm } from '../../../lib/use-form';
import { completeInvitation } from '../teams-api';
import { completionFieldNames, completionForm, initialCompletionValues } from './completion-form';
import { linkProblemOf } from './link-problem';
import { passwordAria } from './password-aria';
import { PhoneFields } from './phone-fields';
import { BELOW_INPUT } from './wrapper-order';

// The server names the composed number `mobile`; the person typed it into the phone field.
const FIELD_ALIASES = { mobile: 'phonenumber' };

interface CompletionFormCardProps {
  invitation: InvitationLinkPayload;
  onLinkProblem: (message: string) => void;
}

/** 'Please Complete Your Registration': names and e-mail come from the invitation, read-only. */
export function CompletionFormCard({ invitation, onLinkProblem }: CompletionFormCardProps) {
  const navigate = useNavigate();
  const form = useForm(completionForm, initialCompletionValues);
  const [iso2, setIso2] = useState<string | null>(null);
  const [otherErrors, setOtherErrors] = useState<string[]>([]);

  const mutation = useMutation({
    mutationFn: (data: { password: string; countryCode: string; phonenumber: string }) =>
      completeInvitation({
        firstname: invitation.firstName,
        lastname: invitation.lastName,
        email: invitation.emailId,
        password: data.password,
        mobile: composeMobile(data.countryCode, data.phonenumber, iso2 ?? ''),
        ddpInvite: true,
        createdUserId: invitation.createdUserId,
        token: invitation.token,
      }),
    onSuccess: (reply) => {
      navigate(routes.login, {
        replace: true,
        state: { notice: `${reply.message ?? messages.invitationCompleted}${messages.emailDetailsSuffix}` },
      });
    },
    onError: (error) => {
      const problem = linkProblemOf(error);
      if (problem) return onLinkProblem(problem);
      if (!(error instanceof ApiError) || !error.fieldErrors) return setOtherErrors([]);
      const mapped = mapFieldErrors(error.fieldErrors, completionFieldNames, FIELD_ALIASES);
      form.setServerErrors(mapped.fields);
      setOtherErrors(mapped.rest);
    },
  });

  const chooseCountry = (country: CountryOption | null) => {
    setIso2(country?.iso2 ?? null);
    form.setField('countryCode', country ? toDialCode(country.phone_code) : '');
  };

  return (
    <PageCard
      title={messages.completeRegistration}
      description="You were invited to your company's team. Choose a password and add your phone number."
      width={640}
    >
      {mutation.error && !linkProblemOf(mutation.error) ? (
        <DismissibleAlert kind="error" onClose={mutation.reset}>
          {mutation.error.message}
          {otherErrors.length > 0 ? <Text size="sm">{otherErrors.join(' ')}</Text> : null}
        </DismissibleAlert>
      ) : null}
      <form onSubmit={form.handleSubmit((data) => mutation.mutate(data))} noValidate>
        <Stack gap="lg">
          <TextInput label="E-mail" type="email" value={invitation.emailId} readOnly variant="filled" />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
            <TextInput label="First name" value={invitation.firstName} readOnly variant="filled" />
            <TextInput label="Last name" value={invitation.lastName} readOnly variant="filled" />
          </SimpleGrid>
          <Divider />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
            <PasswordInput
              visibilityToggleFocusable
              label="Password"
              description="At least 16 characters and 3 of: upper case, lower case, digit, one of # ? ! @ $ % ^ & * -"
              autoComplete="new-password"
              required
              inputWrapperOrder={BELOW_INPUT}
              {...passwordAria('invitation-password', form.errorOf('password'))}
              {...form.bindText('password')}
            />
            <PasswordInput
              visibilityToggleFocusable
              label="Confirm password"
              description="Type the password again."
              autoComplete="new-password"
              required
              inputWrapperOrder={BELOW_INPUT}
              {...passwordAria('invitation-confirm-password', form.errorOf('confirmPassword'))}
              {...form.bindText('confirmPassword')}
            />
          </SimpleGrid>
          <PhoneFields
            iso2={iso2}
            onCountry={chooseCountry}
            onCountryBlur={() => form.touch('countryCode')}
            countryError={form.errorOf('countryCode')}
            dialCode={form.values.countryCode}
            phone={form.bindText('phonenumber')}
          />
          <Button type="submit" size="md" loading={mutation.isPending}>
            Complete Registration
          </Button>
        </Stack>
      </form>
      <Text size="sm" ta="center" c="dimmed">
        Already registered? <RouterAnchor to={routes.login}>Sign in</RouterAnchor>
      </Text>
    </PageCard>
  );
}
