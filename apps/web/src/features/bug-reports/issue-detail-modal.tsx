import type { BugReportDetailReply, BugReportItem } from '@ddp/contract';
import { messages } from '@ddp/contract';
import { Badge, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconFile } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Dialog } from '../../components/dialog';
import { QueryStates } from '../../components/query-states';
import { formatDecimal, formatGmt } from '../../lib/format-gmt';
import { bugReportKeys, fetchReport } from './bug-reports-api';
import { saveAttachment } from './save-attachment';

interface IssueDetailModalProps {
  opened: boolean;
  /** Kept while the dialog closes, so its content does not vanish during the transition. */
  issue: BugReportItem | undefined;
  onClose: () => void;
}

const sizeText = (bytes: number) =>
  bytes < 1024
    ? `${bytes} B`
    : bytes < 1024 * 1024
      ? `${formatDecimal(bytes / 1024)} KB`
      : `${formatDecimal(bytes / 1048576)} MB`;

/** The detail of one issue: title, created date, description and the attachments to download. */
export function IssueDetailModal({ opened, issue, onClose }: IssueDetailModalProps) {
  return (
    <Dialog
      opened={opened}
      onClose={onClose}
      title={issue ? <span translate="no">{issue.id}</span> : messages.bugsIssue}
      size="lg"
    >
      {issue ? <IssueDetail id={issue.id} /> : null}
    </Dialog>
  );
}

function IssueDetail({ id }: { id: string }) {
  const detail = useQuery({ queryKey: bugReportKeys.detail(id), queryFn: () => fetchReport(id) });

  return (
    <QueryStates
      query={detail}
      loadingLabel={messages.bugsLoadingTheIssue}
      loading={
        <Stack gap="sm">
          <Skeleton height={24} width="60%" radius="sm" />
          <Skeleton height={14} width={180} radius="sm" />
          <Skeleton height={80} radius="sm" />
        </Stack>
      }
    >
      {(report) => <IssueContent report={report} />}
    </QueryStates>
  );
}

function IssueContent({ report }: { report: BugReportDetailReply }) {
  return (
    <Stack gap="md">
      <div>
        <Title order={2} fz="lg" translate="no">
          {report.title}
        </Title>
        <Group gap="xs" mt={4}>
          <Text size="sm" c="dimmed">
            {messages.bugsCreated} {formatGmt(report.createdat)}
          </Text>
          <Badge variant="light" tt="none">
            {messages.bugsPriorityValue({ priority: report.priority })}
          </Badge>
          <Badge variant="outline" tt="none" translate="no">
            {report.status}
          </Badge>
        </Group>
      </div>
      <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} translate="no">
        {report.description}
      </Text>
      <div>
        <Text fw={600} size="sm" mb={6}>
          {messages.bugsAttachments}
        </Text>
        {report.attachment.length === 0 ? (
          <Text size="sm" c="dimmed">
            {messages.bugsNoAttachments}
          </Text>
        ) : (
          <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {report.attachment.map((file, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: two attachments may share a name
              <Group key={index} component="li" justify="space-between" gap="sm" wrap="nowrap">
                <Group gap={8} wrap="nowrap" style={{ minWidth: 0 }}>
                  <IconFile size={16} aria-hidden />
                  <Text size="sm" truncate translate="no">
                    {file.name}
                  </Text>
                  <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                    {sizeText(file.size)}
                  </Text>
                </Group>
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconDownload size={14} aria-hidden />}
                  aria-label={messages.bugsDownload({ name: file.name })}
                  onClick={() => saveAttachment(file)}
                >
                  {messages.bugsDownloadLabel}
                </Button>
              </Group>
            ))}
          </Stack>
        )}
      </div>
    </Stack>
  );
}
