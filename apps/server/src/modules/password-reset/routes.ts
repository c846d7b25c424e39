import {
  customResetPasswordRequest,
  forgotPasswordRequest,
  messages,
  paths,
  validateResetTokenRequest,
} from '@ddp/contract';
import type { FastifyInstance } from 'fastify';
import { type Decrypter, readEncrypted } from '../../platform/http/encrypted';
import type { PerAddressLimit } from '../../platform/http/per-address-limits';
import type { PasswordResetService } from './service';

export function passwordResetRoutes(
  app: FastifyInstance,
  opts: { resets: PasswordResetService; envelope: Decrypter; ipLimit: PerAddressLimit },
) {
  const { resets, envelope, ipLimit } = opts;

  app.post(paths.forgotPassword, { preHandler: ipLimit.hook() }, async (req) => {
    const { email } = await readEncrypted(req, envelope, forgotPasswordRequest);
    await resets.forgot(email, req.ip);
    return { output: 'success', message: messages.forgotSent };
  });

  app.post(paths.validateResetToken, { preHandler: ipLimit.hook() }, async (req) => {
    const { email, token } = await readEncrypted(req, envelope, validateResetTokenRequest);
    await resets.check(email, token);
    return { output: 'success', message: messages.linkValid };
  });

  app.post(paths.customResetPassword, { preHandler: ipLimit.hook() }, async (req) => {
    const { email, token, newPass } = await readEncrypted(req, envelope, customResetPasswordRequest);
    await resets.reset(email, token, newPass, req.ip);
    return { output: 'success', message: messages.passwordResetDone };
  });
}
