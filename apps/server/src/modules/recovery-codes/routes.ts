import {
  makeRecoveryCodesRequest,
  paths,
  type RecoveryCodeValidateReply,
  recoveryCodeValidateRequest,
  viewRecoveryCodesRequest,
} from '@ddp/contract';
import type { FastifyInstance } from 'fastify';
import { type Decrypter, readEncrypted } from '../../platform/http/encrypted';
import type { PerAddressLimit } from '../../platform/http/per-address-limits';
import type { DeviceCookies } from '../auth/device-cookies';
import { actorOf, sessionGuard } from '../auth/guard';
import { signedInReply } from '../auth/present';
import { bearer, type Sessions } from '../auth/sessions';
import type { SignIn } from '../auth/sign-in';
import type { RecoveryCodes } from './service';

/** view-recovery-codes and make-recovery-codes (signed in), recovery-code-validate (the code screen). */
export function recoveryCodeRoutes(
  app: FastifyInstance,
  opts: {
    codes: RecoveryCodes;
    signIn: SignIn;
    sessions: Sessions;
    envelope: Decrypter;
    ipLimit: PerAddressLimit;
    devices: DeviceCookies;
  },
) {
  const { codes, signIn, sessions, envelope, ipLimit, devices } = opts;
  const signedIn = { preHandler: sessionGuard(sessions) };

  app.post(paths.viewRecoveryCodes, signedIn, async (req) => {
    await readEncrypted(req, envelope, viewRecoveryCodesRequest);
    return codes.status(actorOf(req));
  });

  app.post(paths.makeRecoveryCodes, signedIn, async (req) => {
    const actor = actorOf(req);
    const { password } = await readEncrypted(req, envelope, makeRecoveryCodesRequest);
    return codes.make(actor, password, {
      ip: req.ip,
      deviceId: devices.deviceOf(req, actor.email),
      userAgent: req.headers['user-agent'],
    });
  });

  // Like totp-validate: the temporary token of the password step, checked before the body is read.
  app.post(paths.recoveryCodeValidate, { preHandler: ipLimit.hook() }, async (req, reply) => {
    const pending = await signIn.pendingConsumer(bearer(req.headers.authorization));
    const body = await readEncrypted(req, envelope, recoveryCodeValidateRequest);
    const from = {
      ip: req.ip,
      deviceId: devices.deviceOf(req, body.email),
      userAgent: req.headers['user-agent'],
    };
    const { signedIn: done, left } = await codes.signInWith(pending, body.email, body.recoveryCode, from);
    devices.issue(reply, done.consumer.email, from.deviceId);
    const answer: RecoveryCodeValidateReply = { ...signedInReply(done), recoveryCodesLeft: left };
    return answer;
  });
}
