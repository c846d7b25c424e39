import { messages } from '@ddp/contract';
import { Select, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { QueryErrorAlert } from '../../components/query-error-alert';
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
      title={messages.credTransferCredentialsTitle}
      confirmLabel={messages.credTransferCreds}
      confirmDisabled={!to}
      loading={loading}
      onClose={onClose}
      onConfirm={() => to && onTransfer(to)}
    >
      <Text size="sm">
        <span translate="no">{clientName}</span> {messages.credMovesToTheColleagueYou}
      </Text>
      <Select
        label={messages.credTeamMemberEMail}
        placeholder={targets.isPending ? messages.credLoading : messages.credChooseAColleague}
        data={targets.data ?? []}
        value={to}
        onChange={setTo}
        searchable
        nothingFoundMessage={messages.credNoOtherMemberInYour}
        error={targets.isError}
      />
      <QueryErrorAlert query={targets} />
    </ConfirmDialog>
  );
}
