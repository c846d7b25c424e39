import { SECURITY_LOG_DAYS, type SecurityLogReply, type ViewSecurityLogRequest } from '@ddp/contract';
import type { Clock } from '../../platform/clock';
import type { AuditTrail } from '../audit/trail';
import { auditItem } from '../audit-log/service';
import type { Actor } from '../auth/actor';

const DAY_MS = 86_400_000;

/** The signed-in person's own security events of the last 90 days, from the audit trail. */
export class SecurityLogService {
  constructor(
    private readonly trail: AuditTrail,
    private readonly clock: Clock,
  ) {}

  async ofPerson(
    actor: Actor,
    request: Required<Pick<ViewSecurityLogRequest, 'limit'>> & Pick<ViewSecurityLogRequest, 'before'>,
  ): Promise<SecurityLogReply> {
    // What this instance has queued is written first: the person sees what they just did.
    await this.trail.flush();
    const rows = await this.trail.listPersonal({
      consumerId: actor.consumerId,
      companyId: actor.companyId,
      email: actor.email,
      since: new Date(this.clock.now().getTime() - SECURITY_LOG_DAYS * DAY_MS),
      before: request.before,
      limit: request.limit + 1,
    });
    const data = rows.slice(0, request.limit).map(auditItem);
    const last = data.at(-1);
    return rows.length > request.limit && last
      ? { output: 'success', data, next: last.id }
      : { output: 'success', data };
  }
}
