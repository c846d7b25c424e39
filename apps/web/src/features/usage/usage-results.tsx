import { messages, type UsageFigures } from '@ddp/contract';
import { Alert, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { LoadingState } from '../../components/query-states';
import { SegmentedChoice } from '../../components/segmented-choice';
import { ChartBoundary } from './chart-boundary';
import { UsageBreakdowns } from './usage-breakdowns';
import { exportUsage } from './usage-csv';
import { formatCount, formatMs, formatRate } from './usage-format';
import { UsageTable } from './usage-table';

// The chart library comes with this screen's charts only, never with another screen's code.
const UsageCharts = lazy(() => import('./usage-chart'));

type View = 'chart' | 'table';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fz="xl" fw={600} data-testid={`usage-total-${label}`}>
        {value}
      </Text>
    </Paper>
  );
}

/** The range's totals, the chart or the table of its points, the CSV export and the breakdowns. */
export function UsageResults({ figures, stale }: { figures: UsageFigures; stale: boolean }) {
  const [view, setView] = useState<View>('chart');
  const { totals } = figures;
  const table = <UsageTable figures={figures} />;
  return (
    <Stack gap="lg" style={{ opacity: stale ? 0.55 : 1, transition: 'opacity 120ms' }} aria-busy={stale}>
      <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="sm">
        <Figure label={messages.usageRequests} value={formatCount(totals.calls)} />
        <Figure label={messages.usageErrors} value={formatCount(totals.errors)} />
        <Figure label={messages.usageErrorRate} value={formatRate(totals.calls, totals.errors)} />
        <Figure label={messages.usageP50} value={formatMs(totals.p50Ms)} />
        <Figure label={messages.usageP95} value={formatMs(totals.p95Ms)} />
      </SimpleGrid>
      {totals.calls === 0 ? (
        <Text c="dimmed">{messages.usageEmpty}</Text>
      ) : (
        <>
          <Group justify="space-between" gap="sm">
            <Group gap="xs">
              <Text size="sm" id="usage-view-label">
                {messages.usageView}
              </Text>
              <SegmentedChoice
                aria-labelledby="usage-view-label"
                value={view}
                onChange={setView}
                data={[
                  { value: 'chart', label: messages.usageViewChart },
                  { value: 'table', label: messages.usageViewTable },
                ]}
              />
            </Group>
            <Button
              variant="light"
              leftSection={<IconDownload size={16} aria-hidden />}
              onClick={() => exportUsage(figures)}
            >
              {messages.usageExport}
            </Button>
          </Group>
          {view === 'table' ? (
            table
          ) : (
            <ChartBoundary
              fallback={
                <Stack gap="sm">
                  <Alert color="yellow" role="status">
                    {messages.usageChartFailed}
                  </Alert>
                  {table}
                </Stack>
              }
            >
              <Suspense
                fallback={
                  <LoadingState label={messages.usageChartLoading}>
                    <Skeleton height={460} radius="md" />
                  </LoadingState>
                }
              >
                <UsageCharts figures={figures} />
              </Suspense>
            </ChartBoundary>
          )}
          <UsageBreakdowns figures={figures} />
        </>
      )}
    </Stack>
  );
}
