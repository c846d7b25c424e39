import { Select, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useSession } from '../../lib/session-store';
import { credentialKeys, fetchTransferTargets } from './credentials-api';

/** Choose a colleague by e-mail; the server checks they are in the same company. */
export function TransferModal({
  clientName,
  loading,
  onTransfer,
  onClose,
}: {
  clientName: string | null;
  loading: boolean;
  onTransfer: (to: string) => void;
  onClose: () => void;
}) {
  const { consumerId = '', companyId = '', projectId = '' } = useSession();
  const [to, setTo] = useState<string | null>(null);
  const targets = useQuery({
    queryKey: credentialKeys.members(consumerId),
    queryFn: () => fetchTransferTargets({ consumerId, companyId, projectId }),
    enabled: clientName !== null,
  });
  return (
    <ConfirmDialog
      opened={clientName !== null}
      title="Transfer credentials"
      confirmLabel="Transfer Creds"
      confirmDisabled={!to}
      loading={loading}
      onClose={onClose}
      onConfirm={() => to && onTransfer(to)}
    >
      <Text size="sm">
        {clientName} moves to the colleague you choose, with a new secret they can view once. Your copy of the
        secret stops working.
      </Text>
      <Select
        label="Team member (e-mail)"
        placeholder={targets.isPending ? 'Loading…' : 'Choose a colleague'}
        data={targets.data ?? []}
        value={to}
        onChange={setTo}
        searchable
        nothingFoundMessage="No other member in your team"
        error={targets.error?.message}
      />
    </ConfirmDialog>
  );
}
