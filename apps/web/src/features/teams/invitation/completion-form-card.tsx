import {
  type CountryOption,
  composeMobile,
  type InvitationLinkPayload,
  messages,
  routes,
} from '@ddp/contract';
import { Button, Divider, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { MutationErrorAlert } from '../../../components/mutation-error-alert';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { PageCard } from '../../../components/page-card';
import { PhoneInput } from '../../../components/phone-input';
import { SignInInstead } from '../../../components/sign-in-instead';
import { toDialCode } from '../../../lib/dial-code';
import { newAccountNotice } from '../../../lib/new-account-notice';
import { useForm } from '../../../lib/use-form';
import { useServerErrors } from '../../../lib/use-server-errors';
import { completeInvitation } from '../teams-api';
import { completionFieldNames, completionForm, initialCompletionValues } from './completion-form';
import { linkProblemOf } from './link-problem';

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
  const serverErrors = useServerErrors(form.setServerErrors, completionFieldNames, FIELD_ALIASES);

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
        state: { notice: newAccountNotice(reply, messages.invitationCompleted) },
      });
    },
    onError: (error) => {
      const problem = linkProblemOf(error);
      if (problem) return onLinkProblem(problem);
      serverErrors.onError(error);
    },
  });

  const chooseCountry = (country: CountryOption | null) => {
    setIso2(country?.iso2 ?? null);
    form.setField('countryCode', country ? toDialCode(country.phone_code) : '');
  };

  return (
    <PageCard
      title={messages.completeRegistration}
      description={messages.teamYouWereInvitedToYour}
      width={640}
    >
      {linkProblemOf(mutation.error) ? null : (
        <MutationErrorAlert mutation={mutation} more={serverErrors.rest} />
      )}
      <form onSubmit={form.handleSubmit((data) => mutation.mutate(data))} noValidate>
        <Stack gap="lg">
          <TextInput
            label={messages.kitEMail}
            type="email"
            value={invitation.emailId}
            readOnly
            variant="filled"
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
            <TextInput
              label={messages.accountFirstName}
              value={invitation.firstName}
              readOnly
              variant="filled"
            />
            <TextInput
              label={messages.accountLastName}
              value={invitation.lastName}
              readOnly
              variant="filled"
            />
          </SimpleGrid>
          <Divider />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
            <NewPasswordFields
              id="invitation"
              password={form.bindText('password')}
              confirm={form.bindText('confirmPassword')}
              forNewAccount
            />
          </SimpleGrid>
          <PhoneInput
            iso2={iso2}
            onCountry={chooseCountry}
            onCountryBlur={() => form.touch('countryCode')}
            countryError={form.errorOf('countryCode')}
            dialCode={form.values.countryCode}
            phone={form.bindText('phonenumber')}
            phoneLabel={messages.accountPhoneNumber}
            hints={{
              country: messages.teamTheCountryOfYourPhone,
              phone: messages.teamDigitsOnlyWithoutTheDial,
            }}
          />
          <Button type="submit" size="md" loading={mutation.isPending}>
            {messages.teamCompleteRegistration}
          </Button>
        </Stack>
      </form>
      <SignInInstead />
    </PageCard>
  );
}
