import {
  forcedResetRequest,
  loginRequest,
  messages,
  paths,
  resendQrRequest,
  totpValidateRequest,
} from '@ddp/contract';
import type { FastifyInstance } from 'fastify';
import { type Decrypter, readEncrypted } from '../../platform/http/encrypted';
import type { IpRateLimit } from '../../platform/http/ip-rate-limit';
import { actorOf, sessionGuard } from './guard';
import { loginReply, signedInReply } from './present';
import { type AuthService, bearer } from './service';

export function authRoutes(
  app: FastifyInstance,
  opts: { auth: AuthService; envelope: Decrypter; ipLimit: IpRateLimit },
) {
  const { auth, envelope, ipLimit } = opts;
  const limited = { preHandler: ipLimit.hook() };

  app.post(paths.login, limited, async (req) => {
    const body = await readEncrypted(req, envelope, loginRequest);
    return loginReply(await auth.login(body.email, body.password, req.ip));
  });

  app.post(paths.totpValidate, limited, async (req) => {
    // The temporary token is checked before the body is even decrypted: no token, no work.
    const pending = await auth.pendingConsumer(bearer(req.headers.authorization));
    const body = await readEncrypted(req, envelope, totpValidateRequest);
    return signedInReply(await auth.validateTotp(pending, body.email, body.userToken, req.ip));
  });

  app.post(paths.resendQrCode, limited, async (req) => {
    const { email, password } = await readEncrypted(req, envelope, resendQrRequest);
    await auth.resendQrCode(email, password, req.ip);
    return { output: 'success', message: messages.qrResent };
  });

  // The contract sends no auth headers here; we require the temporary token of the password step.
  app.post(paths.forcedResetPassword, limited, async (req) => {
    const pending = await auth.pendingConsumer(bearer(req.headers.authorization));
    const body = await readEncrypted(req, envelope, forcedResetRequest);
    await auth.forcedReset(pending, body.email, body.oldPass, body.newPass, req.ip);
    return { output: 'success', message: messages.forcedResetDone };
  });

  app.post(paths.logout, { preHandler: sessionGuard(auth) }, async (req) => {
    await auth.logout(actorOf(req));
    return { output: 'success', message: messages.loggedOut };
  });
}
