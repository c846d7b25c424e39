import {
  addClientSecretRequest,
  clientSecretRequest,
  createCredentialsRequest,
  deleteCredentialsRequest,
  generateAccessTokenRequest,
  messages,
  paths,
  regenerateSecretRequest,
  removeClientKeysRequest,
  revokeClientSecretRequest,
  setClientKeysRequest,
  transferCredentialsRequest,
  transferredCredentialsRequest,
  viewClientKeysRequest,
  viewClientSecretsRequest,
  viewCredentialsRequest,
  viewTeamCredentialsRequest,
} from '@ddp/contract';
import type { FastifyInstance } from 'fastify';
import { type Decrypter, readEncrypted } from '../../platform/http/encrypted';
import { type OriginRule, requestOrigin } from '../../platform/http/request-origin';
import { actorOf, sessionGuard } from '../auth/guard';
import type { Sessions } from '../auth/sessions';
import { credentialItem, teamItem, transferredItem } from './present';
import type { CredentialsService } from './service';

export function credentialRoutes(
  app: FastifyInstance,
  opts: { credentials: CredentialsService; sessions: Sessions; envelope: Decrypter; origin: OriginRule },
) {
  const { credentials, sessions, envelope, origin } = opts;
  const signedIn = { preHandler: sessionGuard(sessions) };

  app.post(paths.viewCredentials, signedIn, async (req) => {
    const input = await readEncrypted(req, envelope, viewCredentialsRequest);
    const rows = await credentials.own(actorOf(req), input);
    const now = credentials.now();
    return { output: 'success', message: rows.map((row) => credentialItem(row, now)) };
  });

  app.post(paths.transferredCredentials, signedIn, async (req) => {
    const input = await readEncrypted(req, envelope, transferredCredentialsRequest);
    const pending = await credentials.pendingTransfers(actorOf(req), input);
    return { output: 'success', data: pending.map(transferredItem) };
  });

  app.post(paths.viewTeamCredentials, signedIn, async (req) => {
    const { consumerId } = await readEncrypted(req, envelope, viewTeamCredentialsRequest);
    return {
      output: 'success',
      message: (await credentials.team(actorOf(req), { consumerId })).map(teamItem),
    };
  });

  app.post(paths.createCredentials, signedIn, async (req, reply) => {
    const { applicationName, consumerId, expires } = await readEncrypted(
      req,
      envelope,
      createCredentialsRequest,
    );
    const data = await credentials.create(actorOf(req), { applicationName, consumerId, expires });
    return reply.code(201).send({ output: 'success', data, message: messages.credentialCreated });
  });

  app.post(paths.deleteCredentials, signedIn, async (req) => {
    const { credentialId, consumerId } = await readEncrypted(req, envelope, deleteCredentialsRequest);
    await credentials.delete(actorOf(req), { credentialId, consumerId });
    return { output: 'success', message: messages.credentialDeleted };
  });

  app.post(paths.regenerateSecret, signedIn, async (req) => {
    const { client_id, consumer_id } = await readEncrypted(req, envelope, regenerateSecretRequest);
    return {
      output: 'success',
      New_Secret: await credentials.regenerate(actorOf(req), {
        clientId: client_id,
        consumerId: consumer_id,
      }),
      message: messages.secretRegenerated,
    };
  });

  app.post(paths.viewClientSecrets, signedIn, async (req) => {
    const { client_id, consumer_id } = await readEncrypted(req, envelope, viewClientSecretsRequest);
    const data = await credentials.clientSecrets.secrets(actorOf(req), {
      clientId: client_id,
      consumerId: consumer_id,
    });
    return { output: 'success', data };
  });

  app.post(paths.addClientSecret, signedIn, async (req, reply) => {
    const { client_id, consumer_id, expires } = await readEncrypted(req, envelope, addClientSecretRequest);
    const added = await credentials.clientSecrets.addSecret(actorOf(req), {
      clientId: client_id,
      consumerId: consumer_id,
      ...(expires !== undefined ? { expires } : {}),
    });
    return reply.code(201).send({
      output: 'success',
      client_secret: added.secret,
      data: added.item,
      message: messages.secretAdded,
    });
  });

  app.post(paths.revokeClientSecret, signedIn, async (req) => {
    const { client_id, consumer_id, secret_id } = await readEncrypted(
      req,
      envelope,
      revokeClientSecretRequest,
    );
    await credentials.clientSecrets.revokeSecret(actorOf(req), {
      clientId: client_id,
      consumerId: consumer_id,
      secretId: secret_id,
    });
    return { output: 'success', message: messages.secretRevoked };
  });

  app.post(paths.viewClientKeys, signedIn, async (req) => {
    const { client_id, consumer_id } = await readEncrypted(req, envelope, viewClientKeysRequest);
    const data = await credentials.clientSecrets.keySet(actorOf(req), {
      clientId: client_id,
      consumerId: consumer_id,
    });
    return { output: 'success', data };
  });

  app.post(paths.setClientKeys, signedIn, async (req) => {
    const { client_id, consumer_id, jwks } = await readEncrypted(req, envelope, setClientKeysRequest);
    const data = await credentials.clientSecrets.setKeySet(actorOf(req), {
      clientId: client_id,
      consumerId: consumer_id,
      jwks,
    });
    return { output: 'success', data, message: messages.jwksSaved };
  });

  app.post(paths.removeClientKeys, signedIn, async (req) => {
    const { client_id, consumer_id } = await readEncrypted(req, envelope, removeClientKeysRequest);
    await credentials.clientSecrets.removeKeySet(actorOf(req), {
      clientId: client_id,
      consumerId: consumer_id,
    });
    return { output: 'success', message: messages.jwksRemoved };
  });

  app.post(paths.clientSecret, signedIn, async (req) => {
    const { client_id } = await readEncrypted(req, envelope, clientSecretRequest);
    return {
      output: 'success',
      Client_secret: await credentials.viewTransferredSecret(actorOf(req), client_id),
    };
  });

  app.post(paths.transferCredentials, signedIn, async (req) => {
    const { client_id, consumer, fromconsumer } = await readEncrypted(
      req,
      envelope,
      transferCredentialsRequest,
    );
    await credentials.transfer(actorOf(req), { clientId: client_id, to: consumer, from: fromconsumer });
    return { output: 'success', message: messages.transferred };
  });

  app.post(paths.generateAccessToken, signedIn, async (req) => {
    const { client_id } = await readEncrypted(req, envelope, generateAccessTokenRequest);
    const issued = await credentials.issueFor(actorOf(req), client_id, requestOrigin(req, origin));
    return {
      output: 'success',
      access_token: issued.token,
      expires_in: issued.expiresIn,
      message: messages.tokenGenerated,
    };
  });
}
