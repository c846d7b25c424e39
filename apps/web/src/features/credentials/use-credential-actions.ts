import { messages } from '@ddp/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSession } from '../../lib/session-store';
import { credentialKeys, deleteCredential, regenerateSecret, transferCredential } from './credentials-api';

export interface Notice {
  kind: 'success' | 'error';
  text: string;
  /** Spec section 9: the delete alert closes itself after 5 s; each new one counts from 5 again. */
  timed?: { id: number };
}

let timedNotices = 0;

/**
 * The row actions of the personal list, with the spec's texts for their outcomes (section 8).
 * `onRowRemoved`: a transfer or a deletion took a row away.
 */
export function useCredentialActions(onRowRemoved: () => void) {
  const { consumerId = '', email = '' } = useSession();
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [newSecret, setNewSecret] = useState<{ clientId: string; secret: string } | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: credentialKeys.all });

  const regenerate = useMutation({
    mutationFn: (clientId: string) => regenerateSecret(clientId, consumerId),
    onSuccess: (secret, clientId) => {
      setNewSecret({ clientId, secret });
      setNotice(null);
    },
    // Spec section 8 gives regenerate failures the transfer failure's text.
    onError: () => setNotice({ kind: 'error', text: messages.transferFailed }),
  });
  const transfer = useMutation({
    mutationFn: ({ clientId, to }: { clientId: string; to: string }) =>
      transferCredential(clientId, to, email),
    onSuccess: () => {
      setNotice({ kind: 'success', text: messages.transferred });
      void refresh();
      onRowRemoved();
    },
    onError: () => setNotice({ kind: 'error', text: messages.transferFailed }),
  });
  const remove = useMutation({
    mutationFn: (credentialId: string) => deleteCredential(credentialId, consumerId),
    onSuccess: () => {
      timedNotices += 1;
      setNotice({ kind: 'success', text: messages.credentialDeleted, timed: { id: timedNotices } });
      void refresh();
      onRowRemoved();
    },
    onError: (error) => setNotice({ kind: 'error', text: error.message }),
  });
  return { notice, setNotice, newSecret, setNewSecret, regenerate, transfer, remove };
}
