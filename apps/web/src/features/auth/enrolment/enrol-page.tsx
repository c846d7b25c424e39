import {
  type AuthenticatorSecretReply,
  codeForm,
  enrolmentMailCodeForm,
  MFA_AUTHENTICATED,
  messages,
  routes,
} from '@ddp/contract';
import { TextInput } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { AuthenticatorCodeInput } from '../../../components/authenticator-code-input';
import { AuthenticatorKey } from '../../../components/authenticator-key';
import { BackToSignIn } from '../../../components/back-link';
import { CardForm } from '../../../components/card-form';
import { MutationErrorAlert } from '../../../components/mutation-error-alert';
import { PageCard } from '../../../components/page-card';
import { saveLanguageAfterSignIn } from '../../../lib/language-api';
import { updateSession, useSession } from '../../../lib/session-store';
import { useForm } from '../../../lib/use-form';
import { confirmEnrolment, startEnrolment } from './enrolment-api';

const digits = { letterSpacing: '0.3em', fontVariantNumeric: 'tabular-nums' } as const;

/**
 * /enrol-authenticator: the first sign-in of an account that sets up its authenticator on screen
 * (TOTP_ENROLMENT=browser). First the code mailed at the password step, which proves the mailbox;
 * then the QR code and key of the new authenticator, and a code from it, which signs in.
 */
export default function EnrolPage() {
  const { email = '', temporaryToken = '' } = useSession();
  const [key, setKey] = useState<AuthenticatorSecretReply>();
  return (
    <PageCard
      title={messages.titleEnrolAuthenticator}
      description={
        key ? (
          messages.enrolScanIntro
        ) : (
          <>
            {messages.enrolMailStepIntro} <strong translate="no">{email}</strong>.{' '}
            {messages.enrolMailStepHint}
          </>
        )
      }
    >
      {key ? (
        <NewAuthenticatorStep email={email} temporaryToken={temporaryToken} secret={key} />
      ) : (
        <MailCodeStep email={email} temporaryToken={temporaryToken} onKey={setKey} />
      )}
      <BackToSignIn />
    </PageCard>
  );
}

function MailCodeStep({
  email,
  temporaryToken,
  onKey,
}: {
  email: string;
  temporaryToken: string;
  onKey: (key: AuthenticatorSecretReply) => void;
}) {
  const form = useForm(enrolmentMailCodeForm, { mailCode: '' });
  const mutation = useMutation({
    mutationFn: (mailCode: string) => startEnrolment({ email, mailCode }, temporaryToken),
    onSuccess: onKey,
  });
  return (
    <>
      <MutationErrorAlert mutation={mutation} />
      <CardForm
        onSubmit={form.handleSubmit(({ mailCode }) => mutation.mutate(mailCode))}
        submitLabel={messages.enrolShowQr}
        sending={mutation.isPending}
      >
        <TextInput
          label={messages.enrolMailCodeLabel}
          inputMode="numeric"
          autoComplete="off"
          pattern="[0-9]*"
          maxLength={8}
          required
          autoFocus
          size="md"
          leftSection={<IconMail size={18} aria-hidden />}
          styles={{ input: digits }}
          value={form.values.mailCode}
          onChange={(event) => form.setField('mailCode', event.currentTarget.value.replace(/\s/g, ''))}
          error={form.errorOf('mailCode')}
        />
      </CardForm>
    </>
  );
}

function NewAuthenticatorStep({
  email,
  temporaryToken,
  secret,
}: {
  email: string;
  temporaryToken: string;
  secret: AuthenticatorSecretReply;
}) {
  const navigate = useNavigate();
  const form = useForm(codeForm, { userToken: '' });
  const mutation = useMutation({
    mutationFn: (userToken: string) => confirmEnrolment({ email, userToken }, temporaryToken),
    onSuccess: (reply) => {
      updateSession({
        token: reply.token,
        mfa: MFA_AUTHENTICATED,
        consumerId: reply.consumerId,
        companyId: reply.companyId,
        projectId: reply.projectId,
        isAdminConsumer: reply.isAdminConsumer,
        envelopeKey: reply.envelopeKey,
      });
      saveLanguageAfterSignIn().catch(() => undefined);
      navigate(routes.viewCredentials, { replace: true });
    },
  });
  return (
    <>
      <AuthenticatorKey otpauthUri={secret.otpauthUri} secret={secret.secret} />
      <MutationErrorAlert mutation={mutation} />
      <CardForm
        onSubmit={form.handleSubmit(({ userToken }) => mutation.mutate(userToken))}
        submitLabel={messages.enrolFinish}
        sending={mutation.isPending}
      >
        <AuthenticatorCodeInput
          label={messages.enrolCodeLabel}
          autoFocus
          size="md"
          value={form.values.userToken}
          onCode={(code) => form.setField('userToken', code)}
          error={form.errorOf('userToken')}
        />
      </CardForm>
    </>
  );
}
