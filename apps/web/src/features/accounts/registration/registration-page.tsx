import {
  type CountryOption,
  composeMobile,
  messages,
  type RegistrationFormData,
  routes,
} from '@ddp/contract';
import { Button, Divider, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { MutationErrorAlert } from '../../../components/mutation-error-alert';
import { PageCard } from '../../../components/page-card';
import { SignInInstead } from '../../../components/sign-in-instead';
import { toDialCode } from '../../../lib/dial-code';
import { newAccountNotice } from '../../../lib/new-account-notice';
import { useServerErrors } from '../../../lib/use-server-errors';
import { registerUser } from '../accounts-api';
import { AccountSection } from './account-section';
import { AddressSection } from './address-section';
import { ConsentSection } from './consent-section';
import { ProjectSection } from './project-section';
import { registrationFieldNames, useRegistrationForm } from './use-registration-form';

// The server names the composed number `mobile`; the person typed it into the phone field.
const FIELD_ALIASES = { mobile: 'phonenumber', countryCode: 'phonenumber' };

type ValidForm = Omit<RegistrationFormData, 'confirmPassword' | 'acceptTerms' | 'acceptPrivacy'>;

export default function RegistrationPage() {
  const navigate = useNavigate();
  const form = useRegistrationForm();
  const [iso2, setIso2] = useState<string | null>(null);
  const serverErrors = useServerErrors(form.setServerErrors, registrationFieldNames, FIELD_ALIASES);

  const mutation = useMutation({
    mutationFn: ({ confirmPassword, acceptTerms, acceptPrivacy, ...fields }: RegistrationFormData) =>
      registerUser({ Data: withMobile(fields, iso2 ?? '') }),
    onSuccess: (reply) => {
      navigate(routes.login, {
        state: { notice: newAccountNotice(reply, messages.registered) },
      });
    },
    onError: serverErrors.onError,
  });

  const chooseCountry = (country: CountryOption | null) => {
    setIso2(country?.iso2 ?? null);
    form.setField('country', country?.name ?? '');
    form.setField('countryCode', country ? toDialCode(country.phone_code) : '');
    form.setField('city', '');
  };

  const canSubmit = form.values.acceptTerms && form.values.acceptPrivacy;

  return (
    <PageCard
      title={messages.titleRegistration}
      description={messages.accountRegisterYourCompanyAndProject}
      width={760}
    >
      <MutationErrorAlert mutation={mutation} more={serverErrors.rest} />
      <form onSubmit={form.handleSubmit((data) => mutation.mutate(data))} noValidate>
        <Stack gap="xl">
          <AccountSection form={form} />
          <Divider />
          <AddressSection form={form} onCountry={chooseCountry} />
          <Divider />
          <ProjectSection form={form} />
          <ConsentSection form={form} />
          <Button type="submit" size="md" disabled={!canSubmit} loading={mutation.isPending}>
            {messages.accountCreateAccount}
          </Button>
        </Stack>
      </form>
      <SignInInstead />
    </PageCard>
  );
}

function withMobile(fields: ValidForm, iso2: string) {
  return { ...fields, mobile: composeMobile(fields.countryCode, fields.phonenumber, iso2) };
}
