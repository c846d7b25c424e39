import { codeForm, MFA_AUTHENTICATED, messages, routes, type TotpValidateReply } from '@ddp/contract';
import { Anchor, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { lazy, Suspense, useState, useTransition } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { AuthenticatorCodeInput } from '../../components/authenticator-code-input';
import { CardForm } from '../../components/card-form';
import { DismissibleAlert } from '../../components/dismissible-alert';
import { MutationErrorAlert } from '../../components/mutation-error-alert';
import { PageCard } from '../../components/page-card';
import { RouterAnchor } from '../../components/router-anchor';
import { saveLanguageAfterSignIn } from '../../lib/language-api';
import { noticeFromState } from '../../lib/route-notice';
import { updateSession, useSession } from '../../lib/session-store';
import { useForm } from '../../lib/use-form';
import { validateCode } from './auth-api';
import { PasskeyRoom } from './passkey-button';
import { loadPasskeyInstead } from './passkey-instead-file';

// The other ways past the code come in files of their own: Login's first download stays small.
const RecoveryCodeForm = lazy(() =>
  import('./recovery-code-form').then((module) => ({ default: module.RecoveryCodeForm })),
);
const PasskeyInstead = lazy(loadPasskeyInstead);

/**
 * The one-field code screen, at /2fa and at /login (spec section 2); the two addresses keep the
 * names of their own in the browser tab.
 */
export function TwoFactorPage({ title = messages.titleCodeStep }: { title?: string }) {
  const navigate = useNavigate();
  // The forced password reset hands over its success message.
  const handedOver = noticeFromState(useLocation().state);
  const { email = '', temporaryToken = '' } = useSession();
  const form = useForm(codeForm, { userToken: '' });
  // Issue 22: a recovery code instead of the authenticator's code.
  const [recovery, setRecovery] = useState(false);
  // While the other form's file comes, the code field stays, greyed: nothing typed into it is lost.
  const [switching, startSwitching] = useTransition();
  const signedIn = (reply: TotpValidateReply, recoveryCodesLeft?: number) => {
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
    // After a recovery code, Settings tells how many are left and where to set up a new authenticator.
    if (recoveryCodesLeft === undefined) navigate(routes.viewCredentials, { replace: true });
    else navigate(routes.viewSettings, { replace: true, state: { recoveryCodesLeft } });
  };
  const mutation = useMutation({
    mutationFn: (userToken: string) => validateCode({ email, userToken }, temporaryToken),
    onSuccess: (reply) => signedIn(reply),
  });

  const submit = form.handleSubmit(({ userToken }) => mutation.mutate(userToken));

  return (
    <PageCard
      title={title}
      description={
        <>
          {recovery ? messages.recoveryEnterCode : messages.signInEnterThe6DigitCode}{' '}
          <strong translate="no">{email}</strong>.
        </>
      }
    >
      {handedOver ? <DismissibleAlert kind="success">{handedOver}</DismissibleAlert> : null}
      {/* One boundary for both forms, there from the start: switching in a transition keeps the
          form shown until the other's file is there, instead of a blank moment. */}
      <Suspense fallback={null}>
        {recovery ? (
          <RecoveryCodeForm
            email={email}
            temporaryToken={temporaryToken}
            onSignedIn={(reply) => signedIn(reply, reply.recoveryCodesLeft)}
          />
        ) : (
          <>
            <MutationErrorAlert mutation={mutation} />
            <CardForm onSubmit={submit} submitLabel={messages.signInVerify} sending={mutation.isPending}>
              <AuthenticatorCodeInput
                label={messages.signInOneTimeCode}
                autoFocus
                size="md"
                disabled={switching}
                value={form.values.userToken}
                onCode={(code) => form.setField('userToken', code)}
                error={form.errorOf('userToken')}
              />
            </CardForm>
          </>
        )}
      </Suspense>
      <Suspense fallback={<PasskeyRoom />}>
        <PasskeyInstead email={email} temporaryToken={temporaryToken} onSignedIn={signedIn} />
      </Suspense>
      <Text size="sm" ta="center">
        <Anchor
          component="button"
          type="button"
          onClick={() => {
            mutation.reset();
            startSwitching(() => setRecovery(!recovery));
          }}
        >
          {recovery ? messages.recoveryUseAuthenticator : messages.recoveryUseInstead}
        </Anchor>
      </Text>
      <Text size="sm" ta="center" c="dimmed">
        {messages.signInLostYourAuthenticatorSetUp}{' '}
        <RouterAnchor to={routes.resendQr}>{messages.signInSendTheQrCodeAgain}</RouterAnchor>
      </Text>
    </PageCard>
  );
}
