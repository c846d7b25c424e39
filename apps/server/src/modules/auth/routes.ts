import { loginRequest, messages, paths, totpValidateRequest } from '@ddp/contract';
import type { FastifyInstance } from 'fastify';
import { type Decrypter, readEncrypted } from '../../platform/http/encrypted';
import { actorOf, sessionGuard } from './guard';
import { loginReply, signedInReply } from './present';
import { type AuthService, bearer } from './service';

export function authRoutes(app: FastifyInstance, opts: { auth: AuthService; envelope: Decrypter }) {
  const { auth, envelope } = opts;

  app.post(paths.login, async (req) => {
    const body = await readEncrypted(req, envelope, loginRequest);
    return loginReply(await auth.login(body.email, body.password, req.ip));
  });

  app.post(paths.totpValidate, async (req) => {
    // The temporary token is checked before the body is even decrypted: no token, no work.
    await auth.pendingConsumer(bearer(req.headers.authorization));
    const body = await readEncrypted(req, envelope, totpValidateRequest);
    return signedInReply(
      await auth.validateTotp(bearer(req.headers.authorization), body.email, body.userToken, req.ip),
    );
  });

  app.post(paths.logout, { preHandler: sessionGuard(auth) }, async (req) => {
    await auth.logout(actorOf(req));
    return { output: 'success', message: messages.loggedOut };
  });
}
