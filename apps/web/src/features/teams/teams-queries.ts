import { adminStatusQuery, ownerIn } from '../../lib/admin-status-api';
import { portalQueryClient } from '../../lib/query-client';
import { askAtStart, startSession } from '../../lib/start-answer';
import { fetchMembers, fetchPendingInvitations, teamKeys } from './teams-api';
import type { TeamIds } from './use-team-ids';

/** The screen's queries, one definition for the screen and for the calls asked for at start. */
export const teamQueries = {
  members: (ids: TeamIds, page: number) => ({
    queryKey: teamKeys.members(ids.consumerId, page),
    queryFn: () => fetchMembers({ ...ids, page }),
  }),
  invitations: (consumerId: string) => ({
    queryKey: teamKeys.invitations(consumerId),
    queryFn: () => fetchPendingInvitations(consumerId),
  }),
};

/**
 * When the portal opens on Teams, what its first view shows is asked for at once, beside the
 * screen's code: the caller's role, the first page of members and, for an Owner, the pending
 * invitations that the tab's badge counts (docs/web.md, "Data at start").
 */
export function prefetchTeams(): void {
  const { consumerId = '', companyId = '', projectId = '' } = startSession() ?? {};
  if (!consumerId) return;
  const status = adminStatusQuery(teamKeys.adminStatus(consumerId), consumerId);
  void askAtStart(portalQueryClient, status).then((admin) => {
    if (ownerIn(admin)) void askAtStart(portalQueryClient, teamQueries.invitations(consumerId));
  });
  void askAtStart(portalQueryClient, teamQueries.members({ consumerId, companyId, projectId }, 1));
}
