import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { adminStatusQuery, ownerIn } from './admin-status-api';
import { updateSession, useSession } from './session-store';

/**
 * The caller's role, asked for before a screen that only Owners may use (spec section 6). The
 * server's answer is kept as the session's is-admin flag; the server still decides every call.
 * `queryKey` is the screen's own, so each screen asks afresh on entry.
 */
export function useAdminStatus(queryKey: readonly unknown[]) {
  const { consumerId = '', isAdmin } = useSession();
  const admin = useQuery({ ...adminStatusQuery(queryKey, consumerId), enabled: consumerId !== '' });
  const isOwner = ownerIn(admin.data);
  useEffect(() => {
    if (admin.data && isAdmin !== isOwner) updateSession({ isAdmin: isOwner });
  }, [admin.data, isAdmin, isOwner]);
  return { admin, isOwner };
}
