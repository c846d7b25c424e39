import { limits, type NewsListItem } from '@ddp/contract';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { DismissibleAlert } from '../../components/dismissible-alert';
import { useSession } from '../../lib/session-store';
import { fetchNewsPage, newsKeys } from './news-api';
import { NewsDialog } from './news-dialog';
import { NewsPager, pageCount } from './news-pager';
import { NewsTable } from './news-table';

/** /home/view-news: the company's news, newest first, 10 a page (spec section 2). */
export default function NewsPage() {
  const { consumerId = '' } = useSession();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<NewsListItem>();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [notice, setNotice] = useState<string>();
  const news = useQuery({
    queryKey: newsKeys.page(consumerId, page),
    queryFn: () => fetchNewsPage(consumerId, page),
    enabled: consumerId !== '',
    placeholderData: keepPreviousData,
  });

  // A withdrawn item can empty the last page; show the page that is now the last.
  useEffect(() => {
    if (!news.data) return;
    const last = pageCount(news.data.total, news.data.pageSize);
    if (page > last) setPage(last);
  }, [news.data, page]);

  const openItem = (item: NewsListItem) => {
    setNotice(undefined);
    setOpen(item);
    setDialogOpen(true);
  };

  return (
    <Stack gap="lg" maw={1100}>
      <div>
        <Title order={1} fz={28}>
          News and Updates
        </Title>
        <Text c="dimmed" size="sm">
          News from the portal team for your company, newest first.
        </Text>
      </div>

      {notice ? (
        <DismissibleAlert kind="success" onClose={() => setNotice(undefined)}>
          {notice}
        </DismissibleAlert>
      ) : null}
      {news.error ? (
        <DismissibleAlert kind="error">
          <Group justify="space-between" gap="sm">
            {news.error.message}
            <Button size="xs" variant="white" color="red" onClick={() => news.refetch()}>
              Try again
            </Button>
          </Group>
        </DismissibleAlert>
      ) : null}

      {news.error && !news.data ? null : (
        <Paper withBorder radius="lg" shadow="xs" p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="md">
            <NewsTable rows={news.data?.message} stale={news.isPlaceholderData} onOpen={openItem} />
            {news.data && news.data.total > 0 ? (
              <NewsPager
                page={page}
                total={news.data.total}
                pageSize={news.data.pageSize ?? limits.pageSize}
                onPage={setPage}
              />
            ) : null}
          </Stack>
        </Paper>
      )}

      <NewsDialog
        opened={dialogOpen}
        item={open}
        consumerId={consumerId}
        onClose={() => setDialogOpen(false)}
        onAccepted={(message) => {
          setDialogOpen(false);
          setNotice(message);
        }}
      />
    </Stack>
  );
}
