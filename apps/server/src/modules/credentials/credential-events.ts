import type { AuditDetails, AuditEventType } from '@ddp/contract';
import type { Actor } from '../auth/actor';
import type { CredentialsDeps } from './credentials-deps';

/**
 * A credential action that is done: the log line and the company's audit log, with the client and
 * its name. Called after the change is stored, never before: a failed action records nothing.
 */
export function credentialDone(
  deps: Pick<CredentialsDeps, 'log' | 'audit'>,
  actor: Actor,
  type: Extract<AuditEventType, `credential.${string}`>,
  credential: { client_id: string; name: string },
  details: AuditDetails = {},
): void {
  deps.log.info(
    { event: type, consumerId: actor.consumerId, clientId: credential.client_id },
    'credential changed',
  );
  deps.audit.by(actor, {
    type,
    target: credential.client_id,
    details: { name: credential.name, ...details },
  });
}
