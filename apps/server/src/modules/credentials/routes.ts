import {
  clientSecretRequest,
  createCredentialsRequest,
  deleteCredentialsRequest,
  generateAccessTokenRequest,
  messages,
  paths,
  regenerateSecretRequest,
  transferCredentialsRequest,
  transferredCredentialsRequest,
  viewCredentialsRequest,
  viewTeamCredentialsRequest,
} from '@ddp/contract';
import type { FastifyInstance } from 'fastify';
import { type Decrypter, readEncrypted } from '../../platform/http/encrypted';
import { actorOf, sessionGuard } from '../auth/guard';
import type { AuthService } from '../auth/service';
import { teamPolicy } from '../teams/policy';
import { credentialItem, teamItem, transferredItem } from './present';
import type { CredentialsService } from './service';

export function credentialRoutes(
  app: FastifyInstance,
  opts: { credentials: CredentialsService; auth: AuthService; envelope: Decrypter },
) {
  const { credentials, auth, envelope } = opts;
  const signedIn = { preHandler: sessionGuard(auth) };

  app.post(paths.viewCredentials, signedIn, async (req) => {
    const actor = actorOf(req);
    teamPolicy.requireSelf(actor, await readEncrypted(req, envelope, viewCredentialsRequest));
    return { output: 'success', message: (await credentials.own(actor)).map(credentialItem) };
  });

  app.post(paths.transferredCredentials, signedIn, async (req) => {
    const actor = actorOf(req);
    teamPolicy.requireSelf(actor, await readEncrypted(req, envelope, transferredCredentialsRequest));
    return { output: 'success', data: (await credentials.pendingTransfers(actor)).map(transferredItem) };
  });

  app.post(paths.viewTeamCredentials, signedIn, async (req) => {
    const actor = actorOf(req);
    const { consumerId } = await readEncrypted(req, envelope, viewTeamCredentialsRequest);
    teamPolicy.requireSelf(actor, { consumerId });
    return { output: 'success', message: (await credentials.team(actor)).map(teamItem) };
  });

  app.post(paths.createCredentials, signedIn, async (req, reply) => {
    const actor = actorOf(req);
    const { applicationName, consumerId } = await readEncrypted(req, envelope, createCredentialsRequest);
    teamPolicy.requireSelf(actor, { consumerId });
    const data = await credentials.create(actor, applicationName);
    return reply.code(201).send({ output: 'success', data, message: messages.credentialCreated });
  });

  app.post(paths.deleteCredentials, signedIn, async (req) => {
    const actor = actorOf(req);
    const { credentialId, consumerId } = await readEncrypted(req, envelope, deleteCredentialsRequest);
    teamPolicy.requireSelf(actor, { consumerId });
    await credentials.delete(actor, credentialId);
    return { output: 'success', message: messages.credentialDeleted };
  });

  app.post(paths.regenerateSecret, signedIn, async (req) => {
    const actor = actorOf(req);
    const { client_id, consumer_id } = await readEncrypted(req, envelope, regenerateSecretRequest);
    teamPolicy.requireSelf(actor, { consumerId: consumer_id });
    return {
      output: 'success',
      New_Secret: await credentials.regenerate(actor, client_id),
      message: messages.secretRegenerated,
    };
  });

  app.post(paths.clientSecret, signedIn, async (req) => {
    const { client_id } = await readEncrypted(req, envelope, clientSecretRequest);
    return {
      output: 'success',
      Client_secret: await credentials.viewTransferredSecret(actorOf(req), client_id),
    };
  });

  app.post(paths.transferCredentials, signedIn, async (req) => {
    const actor = actorOf(req);
    const { client_id, consumer, fromconsumer } = await readEncrypted(
      req,
      envelope,
      transferCredentialsRequest,
    );
    teamPolicy.requireSelf(actor, { email: fromconsumer });
    await credentials.transfer(actor, client_id, consumer);
    return { output: 'success', message: messages.transferred };
  });

  app.post(paths.generateAccessToken, signedIn, async (req) => {
    const { client_id } = await readEncrypted(req, envelope, generateAccessTokenRequest);
    const issued = await credentials.issueFor(actorOf(req), client_id);
    return {
      output: 'success',
      access_token: issued.token,
      expires_in: issued.expiresIn,
      message: messages.tokenGenerated,
    };
  });
}
