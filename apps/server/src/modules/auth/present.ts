import type { LoginReply, TotpValidateReply } from '@ddp/contract';
import { messages } from '@ddp/contract';
import type { LoginResult, SignedIn } from './sign-in';

export const loginReply = (result: LoginResult): LoginReply => ({
  output: 'success',
  message: messages.loginSucceeded,
  data: result.temporaryToken,
  reset_password: result.resetPassword,
  // Ours, only when true: the spec's clients read the fields above and nothing else.
  ...(result.enrolment ? { enrol: true } : {}),
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
