import {
  listPasskeysRequest,
  messages,
  passkeyRegistrationOptionsRequest,
  passkeyRegistrationVerifyRequest,
  passkeySignInOptionsRequest,
  passkeySignInRequest,
  paths,
  removePasskeyRequest,
} from '@ddp/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Decrypter, readEncrypted } from '../../platform/http/encrypted';
import type { PerAddressLimit } from '../../platform/http/per-address-limits';
import type { OriginRule } from '../../platform/http/request-origin';
import type { DeviceCookies } from '../auth/device-cookies';
import { actorOf, sessionGuard } from '../auth/guard';
import { signedInReply } from '../auth/present';
import { bearer, type Sessions } from '../auth/sessions';
import type { SignIn } from '../auth/sign-in';
import { relyingPartyOf } from './relying-party';
import type { PasskeysService } from './service';

/** Passkeys (ours, issue 22, part 3): in Settings, and as the sign-in's second step. */
export function passkeyRoutes(
  app: FastifyInstance,
  opts: {
    passkeys: PasskeysService;
    signIn: SignIn;
    sessions: Sessions;
    envelope: Decrypter;
    ipLimit: PerAddressLimit;
    devices: DeviceCookies;
    origin: OriginRule;
  },
) {
  const { passkeys, signIn, sessions, envelope, ipLimit, devices, origin } = opts;
  const signedIn = { preHandler: sessionGuard(sessions) };
  const limited = { preHandler: ipLimit.hook() };
  const rp = (req: FastifyRequest) => relyingPartyOf(req, origin);
  const source = (req: FastifyRequest, email: string) => ({
    ip: req.ip,
    deviceId: devices.deviceOf(req, email),
    userAgent: req.headers['user-agent'],
  });

  app.post(paths.listPasskeys, signedIn, async (req) => {
    await readEncrypted(req, envelope, listPasskeysRequest);
    return { output: 'success', data: await passkeys.list(actorOf(req)) };
  });

  app.post(paths.passkeyRegistrationOptions, signedIn, async (req) => {
    const actor = actorOf(req);
    const { userToken } = await readEncrypted(req, envelope, passkeyRegistrationOptionsRequest);
    const options = await passkeys.registrationOptions(actor, userToken, source(req, actor.email), rp(req));
    return { output: 'success', options };
  });

  app.post(paths.passkeyRegistrationVerify, signedIn, async (req) => {
    const body = await readEncrypted(req, envelope, passkeyRegistrationVerifyRequest);
    const passkey = await passkeys.register(actorOf(req), body, rp(req));
    return { output: 'success', message: messages.passkeyAdded, passkey };
  });

  app.post(paths.removePasskey, signedIn, async (req) => {
    const { id } = await readEncrypted(req, envelope, removePasskeyRequest);
    await passkeys.remove(actorOf(req), id);
    return { output: 'success', message: messages.passkeyRemoved };
  });

  // The sign-in's second step: the temporary token of the password step, checked before the body.
  app.post(paths.passkeySignInOptions, limited, async (req) => {
    const pending = await signIn.pendingConsumer(bearer(req.headers.authorization));
    const { email } = await readEncrypted(req, envelope, passkeySignInOptionsRequest);
    return { output: 'success', options: await passkeys.signInOptions(pending, email, rp(req)) };
  });

  app.post(paths.passkeySignIn, limited, async (req, reply) => {
    const pending = await signIn.pendingConsumer(bearer(req.headers.authorization));
    const body = await readEncrypted(req, envelope, passkeySignInRequest);
    const from = source(req, body.email);
    const done = await passkeys.signIn(pending, body, from, rp(req));
    // A complete sign-in makes this browser a known one for the account (or renews it).
    devices.issue(reply, done.consumer.email, from.deviceId);
    return signedInReply(done);
  });
}
