import {
  forcedResetRequest,
  loginRequest,
  messages,
  paths,
  resendQrRequest,
  totpValidateRequest,
} from '@ddp/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Decrypter, readEncrypted } from '../../platform/http/encrypted';
import type { PerAddressLimit } from '../../platform/http/per-address-limits';
import type { AccountSecurity } from './account-security';
import type { DeviceCookies } from './device-cookies';
import type { Enrolment } from './enrolment';
import { actorOf, sessionGuard } from './guard';
import { loginReply, signedInReply } from './present';
import { bearer, type Sessions } from './sessions';
import type { SignIn } from './sign-in';

export function authRoutes(
  app: FastifyInstance,
  opts: {
    signIn: SignIn;
    security: AccountSecurity;
    sessions: Sessions;
    envelope: Decrypter;
    ipLimit: PerAddressLimit;
    devices: DeviceCookies;
    enrolment: Enrolment;
  },
) {
  const { signIn, security, sessions, envelope, ipLimit, devices, enrolment } = opts;
  const limited = { preHandler: ipLimit.hook() };
  // Failures are counted per known browser when the request carries its cookie for this address.
  const source = (req: FastifyRequest, email: string) => ({
    ip: req.ip,
    deviceId: devices.deviceOf(req, email),
    userAgent: req.headers['user-agent'],
  });

  app.post(paths.login, limited, async (req) => {
    const body = await readEncrypted(req, envelope, loginRequest);
    const result = await signIn.login(body.email, body.password, source(req, body.email));
    // An account that sets up its authenticator on screen proves its mailbox first (enrolment.ts).
    if (result.enrolment) await enrolment.mailCode(result.enrolment.consumer, result.enrolment.sessionId);
    return loginReply(result);
  });

  app.post(paths.totpValidate, limited, async (req, reply) => {
    // The temporary token is checked before the body is even decrypted: no token, no work.
    const pending = await signIn.pendingConsumer(bearer(req.headers.authorization));
    const body = await readEncrypted(req, envelope, totpValidateRequest);
    const from = source(req, body.email);
    const signedIn = await signIn.validateTotp(pending, body.email, body.userToken, from);
    // A complete sign-in makes this browser a known one for the account (or renews it).
    devices.issue(reply, signedIn.consumer.email, from.deviceId);
    return signedInReply(signedIn);
  });

  app.post(paths.resendQrCode, limited, async (req) => {
    const { email, password } = await readEncrypted(req, envelope, resendQrRequest);
    await security.resendQrCode(email, password, source(req, email));
    return { output: 'success', message: messages.qrResent };
  });

  // The contract sends no auth headers here; we require the temporary token of the password step.
  app.post(paths.forcedResetPassword, limited, async (req) => {
    const pending = await signIn.pendingConsumer(bearer(req.headers.authorization));
    const body = await readEncrypted(req, envelope, forcedResetRequest);
    await security.forcedReset(pending, body.email, body.oldPass, body.newPass, source(req, body.email));
    return { output: 'success', message: messages.forcedResetDone };
  });

  app.post(paths.logout, { preHandler: sessionGuard(sessions) }, async (req) => {
    await sessions.logout(actorOf(req));
    return { output: 'success', message: messages.loggedOut };
  });
}
