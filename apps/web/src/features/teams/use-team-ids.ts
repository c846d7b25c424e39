import { useSession } from '../../lib/session-store';

/** The ids every team call sends about the caller: always the caller's own (docs/api.md). */
export interface TeamIds {
  consumerId: string;
  companyId: string;
  projectId: string;
}

export function useTeamIds(): TeamIds {
  const { consumerId = '', companyId = '', projectId = '' } = useSession();
  return { consumerId, companyId, projectId };
}
