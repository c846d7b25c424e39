import {
  type AuthenticatorSecretReply,
  authenticatorChangeConfirmRequest,
  authenticatorChangeStartRequest,
  enrolmentConfirmRequest,
  enrolmentStartRequest,
  messages,
  paths,
} from '@ddp/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Decrypter, readEncrypted } from '../../platform/http/encrypted';
import type { PerAddressLimit } from '../../platform/http/per-address-limits';
import type { DeviceCookies } from './device-cookies';
import type { Enrolment, NewAuthenticator } from './enrolment';
import { actorOf, sessionGuard } from './guard';
import { signedInReply } from './present';
import { bearer, type Sessions } from './sessions';
import type { SignIn } from './sign-in';

const secretReply = (created: NewAuthenticator): AuthenticatorSecretReply => ({
  output: 'success',
  message: messages.enrolKeyReady,
  secret: created.secret,
  otpauthUri: created.otpauthUri,
});

/** Authenticators set up on screen: the first sign-in's (temporary token) and Settings' (session). */
export function enrolmentRoutes(
  app: FastifyInstance,
  opts: {
    signIn: SignIn;
    enrolment: Enrolment;
    sessions: Sessions;
    envelope: Decrypter;
    ipLimit: PerAddressLimit;
    devices: DeviceCookies;
  },
) {
  const { signIn, enrolment, sessions, envelope, ipLimit, devices } = opts;
  const limited = { preHandler: ipLimit.hook() };
  const signedIn = { preHandler: sessionGuard(sessions) };
  const source = (req: FastifyRequest, email: string) => ({
    ip: req.ip,
    deviceId: devices.deviceOf(req, email),
    userAgent: req.headers['user-agent'],
  });

  // The temporary token of the password step first, as for the code step: no token, no work.
  app.post(paths.enrolmentStart, limited, async (req) => {
    const pending = await signIn.pendingConsumer(bearer(req.headers.authorization));
    const body = await readEncrypted(req, envelope, enrolmentStartRequest);
    return secretReply(await enrolment.start(pending, body.email, body.mailCode, source(req, body.email)));
  });

  app.post(paths.enrolmentConfirm, limited, async (req, reply) => {
    const pending = await signIn.pendingConsumer(bearer(req.headers.authorization));
    const body = await readEncrypted(req, envelope, enrolmentConfirmRequest);
    const from = source(req, body.email);
    const done = await enrolment.confirm(pending, body.email, body.userToken, from);
    devices.issue(reply, done.consumer.email, from.deviceId);
    return signedInReply(done);
  });

  app.post(paths.authenticatorChangeStart, signedIn, async (req) => {
    const actor = actorOf(req);
    const proof = await readEncrypted(req, envelope, authenticatorChangeStartRequest);
    return secretReply(await enrolment.beginChange(actor, proof, source(req, actor.email)));
  });

  app.post(paths.authenticatorChangeConfirm, signedIn, async (req) => {
    const actor = actorOf(req);
    const { userToken } = await readEncrypted(req, envelope, authenticatorChangeConfirmRequest);
    await enrolment.confirmChange(actor, userToken, source(req, actor.email));
    return { output: 'success', message: messages.authenticatorChanged };
  });
}
