import type { NewsListItem } from '@ddp/contract';
import { messages } from '@ddp/contract';
import { Stack } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DismissibleAlert } from '../../components/dismissible-alert';
import { HomeScreen } from '../../components/home-screen';
import { Panel } from '../../components/panel';
import { useServerPager } from '../../components/use-server-pager';
import { useSession } from '../../lib/session-store';
import { NewsDialog } from './news-dialog';
import { newsPageQuery } from './news-queries';
import { NewsTable } from './news-table';

/** /home/view-news: the company's news, newest first, 10 a page (spec section 2). */
export default function NewsPage() {
  const { consumerId = '' } = useSession();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<NewsListItem>();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [notice, setNotice] = useState<string>();
  const news = useQuery({
    ...newsPageQuery(consumerId, page),
    enabled: consumerId !== '',
    placeholderData: keepPreviousData,
  });

  // A withdrawn item can empty the last page; the pager then shows the page that is now the last.
  const pager = useServerPager(messages.newsNewsPages, page, setPage, news.data);
  const total = news.data?.total ?? 0;

  const openItem = (item: NewsListItem) => {
    setNotice(undefined);
    setOpen(item);
    setDialogOpen(true);
  };

  return (
    <HomeScreen title={messages.titleNews} intro={messages.newsNewsFromThePortalTeam} width={1100}>
      {notice ? (
        <DismissibleAlert kind="success" onClose={() => setNotice(undefined)}>
          {notice}
        </DismissibleAlert>
      ) : null}
      <Panel>
        <Stack gap="md">
          <NewsTable
            rows={news.data?.message}
            query={news}
            stale={news.isPlaceholderData}
            onOpen={openItem}
            pager={
              pager && total > 0 ? { ...pager, summary: messages.newsItemCount({ count: total }) } : undefined
            }
          />
        </Stack>
      </Panel>

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
    </HomeScreen>
  );
}
