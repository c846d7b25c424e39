import { messages } from '@ddp/contract';
import { NotFound } from '../../platform/errors';
import type { Actor } from '../auth/actor';

/**
 * A consumer sends and reads their own bug reports. Another person's report, in this company or
 * another, answers exactly as one that does not exist.
 */
export function requireOwnReport<R extends { consumer_id: string; company_id: string }>(
  actor: Actor,
  report: R | undefined,
): R {
  if (!report || report.consumer_id !== actor.consumerId || report.company_id !== actor.companyId) {
    throw new NotFound(messages.notFound);
  }
  return report;
}
