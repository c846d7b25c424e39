import type { Language } from '@ddp/contract';

/** Who is calling, as established by the session guard; the server's truth, not the browser's. */
export interface Actor {
  sessionId: string;
  consumerId: string;
  companyId: string;
  projectId: string;
  email: string;
  isOwner: boolean;
  /** The account's language (English when not read): replies and mails made for this caller use it. */
  language?: Language;
  /** When the session ends at the latest: its maximum time, or idle from its last recorded call. */
  sessionEndsAt: Date;
  /** The caller's address as the server saw it (the guard sets it): what the audit log records. */
  address?: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    actor?: Actor;
  }
}
