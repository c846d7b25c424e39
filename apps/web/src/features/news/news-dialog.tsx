import type { NewsItemReply, NewsListItem } from '@ddp/contract';
import { messages } from '@ddp/contract';
import { Alert, Button, Center, Divider, Group, Loader, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconDownload, IconPaperclip } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Dialog } from '../../components/dialog';
import { QueryStates } from '../../components/query-states';
import { formatGmt } from '../../lib/format-gmt';
import { fetchNewsItem, newsKeys } from './news-api';
import { fileSize, saveAttachment } from './save-attachment';
import { TermsAnswer } from './terms-answer';

interface NewsDialogProps {
  opened: boolean;
  item: NewsListItem | undefined;
  consumerId: string;
  onClose: () => void;
  onAccepted: (message: string) => void;
}

/**
 * One news item (spec section 2): subject (the title), created date, body, attachments and, while terms are
 * unanswered, the answer. It stays mounted so the focus returns to the row's button.
 */
export function NewsDialog({ opened, item, consumerId, onClose, onAccepted }: NewsDialogProps) {
  return (
    <Dialog
      opened={opened}
      onClose={onClose}
      title={
        <Text fw={600} translate="no">
          {item?.subject}
        </Text>
      }
      size="lg"
    >
      {item ? (
        <NewsItemView key={item.id} item={item} consumerId={consumerId} onAccepted={onAccepted} />
      ) : null}
    </Dialog>
  );
}

function NewsItemView({
  item,
  consumerId,
  onAccepted,
}: {
  item: NewsListItem;
  consumerId: string;
  onAccepted: (message: string) => void;
}) {
  const news = useQuery({
    queryKey: newsKeys.item(consumerId, item.id),
    queryFn: () => fetchNewsItem(consumerId, item.id),
  });

  return (
    <QueryStates
      query={news}
      loadingLabel={messages.newsLoadingTheNewsItem}
      loading={
        <Center py="xl">
          <Loader size="md" />
        </Center>
      }
    >
      {(loaded) => <NewsContent news={loaded} consumerId={consumerId} onAccepted={onAccepted} />}
    </QueryStates>
  );
}

function NewsContent({
  news,
  consumerId,
  onAccepted,
}: {
  news: NewsItemReply;
  consumerId: string;
  onAccepted: (message: string) => void;
}) {
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {messages.credCreatedAt} {formatGmt(news.createdat)}
      </Text>
      {/* Plain text with its line breaks; nothing in it is ever run as markup. */}
      <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} translate="no">
        {news.body}
      </Text>
      {news.attachment.length > 0 ? (
        <Stack gap={6} component="section" aria-label={messages.bugsAttachments}>
          <Group gap={6}>
            <IconPaperclip size={16} aria-hidden />
            <Text fw={600} size="sm">
              {messages.bugsAttachments}
            </Text>
          </Group>
          {news.attachment.map((file, index) => (
            <Button
              // biome-ignore lint/suspicious/noArrayIndexKey: two files may share a name; the order is fixed
              key={index}
              variant="light"
              justify="space-between"
              leftSection={<IconDownload size={16} aria-hidden />}
              rightSection={
                <Text size="xs" c="dimmed" component="span">
                  {fileSize(file.content)}
                </Text>
              }
              onClick={() => saveAttachment(file)}
              aria-label={messages.newsDownload({ filename: file.filename })}
            >
              <Text component="span" size="sm" truncate translate="no">
                {file.filename}
              </Text>
            </Button>
          ))}
        </Stack>
      ) : null}
      {news.terms_and_conditions ? (
        <>
          <Divider />
          {news.consumer_accept === null ? (
            <TermsAnswer newsId={news.id} consumerId={consumerId} onAccepted={onAccepted} />
          ) : (
            <Alert color="teal" icon={<IconCircleCheck size={20} aria-hidden />} role="status">
              {messages.newsYouHaveAcceptedTheseTerms}
            </Alert>
          )}
        </>
      ) : null}
    </Stack>
  );
}
