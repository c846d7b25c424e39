import type { AdvancedRequestItem } from '@ddp/contract';
import { messages } from '@ddp/contract';
import { Button, Group, Stack, Text } from '@mantine/core';
import { Dialog } from '../../components/dialog';
import { formatGmt } from '../../lib/format-gmt';

interface UseCaseModalProps {
  request: AdvancedRequestItem | null;
  onClose: () => void;
}

/** The eye icon's dialog 'Use-case submitted' (spec section 2): the whole text as it was sent. */
export function UseCaseModal({ request, onClose }: UseCaseModalProps) {
  return (
    <Dialog opened={request !== null} onClose={onClose} title={messages.advancedUseCaseSubmitted} size="lg">
      {request ? (
        <Stack gap="sm">
          <Text size="sm" c="dimmed" translate="no">
            {request.requestId} · {formatGmt(request.createdAt)} · {request.status}
          </Text>
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} translate="no">
            {request.description}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {messages.advancedClose}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Dialog>
  );
}
