import type { CredentialItem } from '@ddp/contract';
import { useState } from 'react';

/**
 * One of the caller's clients, chosen in a select: the first until the person picks another, and
 * the first again when the picked one is gone from the list.
 */
export function useClientChoice(clients: readonly CredentialItem[] | undefined) {
  const [chosen, choose] = useState<string | null>(null);
  const options = (clients ?? []).map((client) => ({
    value: client.client_id,
    label: `${client.name} (${client.client_id})`,
  }));
  const clientId = options.some((option) => option.value === chosen) ? chosen : (options[0]?.value ?? null);
  return { options, clientId, choose };
}
