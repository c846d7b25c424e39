import type { LoginReply, TotpValidateReply } from '@ddp/contract';
import { messages } from '@ddp/contract';
import type { LoginResult, SignedIn } from './sign-in';

export const loginReply = (result: LoginResult): LoginReply => ({
  output: 'success',
  message: messages.loginSucceeded,
  data: result.temporaryToken,
  reset_password: result.resetPassword,
});

export const signedInReply = ({ token, consumer, expiresAt, envelopeKey }: SignedIn): TotpValidateReply => ({
  output: 'success',
  message: messages.codeAccepted,
  token,
  consumerId: consumer.id,
  companyId: consumer.company_id,
  projectId: consumer.project_id,
  isAdminConsumer: consumer.is_owner,
  expiresAt: expiresAt.toISOString(),
  envelopeKey: Buffer.from(envelopeKey).toString('base64url'),
});
