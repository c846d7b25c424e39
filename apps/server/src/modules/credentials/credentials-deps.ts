import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { Clock } from '../../platform/clock';
import type { Mailer } from '../../platform/mail/mailer';
import type { AuditTrail } from '../audit/trail';
import type { AccountSecurity } from '../auth/account-security';
import type { ClientSecrets } from './client-secrets';

/**
 * Signs access tokens: the token service's issuer (oauth/issuer.ts). Named here by what this module
 * needs, because the token service depends on credentials (its clients), not the other way round.
 */
export interface AccessTokenSigner {
  issue(clientId: string, scope: string, issuer?: string): Promise<{ token: string; expiresIn: number }>;
}

export interface CredentialsDeps {
  db: Db;
  clock: Clock;
  secrets: ClientSecrets;
  issuer: AccessTokenSigner;
  security: AccountSecurity;
  /** Whether the caller's company has multi-consumer authorisation (the team secret rule). */
  multiConsumer: (companyId: string) => Promise<boolean>;
  defaultScope: string;
  /** The longest a secret may live, in days; 0: no maximum (CLIENT_SECRET_MAX_DAYS). */
  secretMaxDays: number;
  mailer: Mailer;
  /** Where the receiver of a transfer views the new secret once. */
  publicUrl: string;
  log: FastifyBaseLogger;
  /** The company's audit log: every change to a client, once it is done. */
  audit: AuditTrail;
}
