import { messages, type UsageQuota } from '@ddp/contract';
import { Progress, Stack, Table, Text, Title } from '@mantine/core';
import { TableScroller } from '../../components/table-scroller';
import { formatCount, formatPoint } from './usage-format';

/** Used of allowed, with a bar that turns orange from 80% and red when nothing is left. */
function Meter({ used, limit, text }: { used: number; limit: number; text: string }) {
  const share = limit > 0 ? Math.min(100, (used / limit) * 100) : 100;
  return (
    <Stack gap={4} miw={160}>
      <Text size="sm">{text}</Text>
      <Progress
        value={share}
        color={share >= 100 ? 'red' : share >= 80 ? 'orange' : 'blue'}
        size="sm"
        aria-label={text}
      />
    </Stack>
  );
}

/** How fast the month's quota goes: the day it runs out at this pace, or until when it is used up. */
function MonthPace({ month }: { month: NonNullable<UsageQuota['month']> }) {
  const day = (iso: string) => formatPoint(iso, 'day');
  if (month.used >= month.limit)
    return (
      <Text size="xs" c="red">
        {messages.usageMonthUsedUp({ date: day(month.resetsAt) })}
      </Text>
    );
  if (!month.runsOutAt) return null;
  return (
    <Text size="xs" c="dimmed">
      {messages.usageMonthRunsOut({ date: day(month.runsOutAt) })}
    </Text>
  );
}

/** Each client's plan for the sample data API, and how much of it is used now. */
export function QuotaPanel({ quotas }: { quotas: readonly UsageQuota[] }) {
  return (
    <Stack gap="xs">
      <Title order={2} fz="lg">
        {messages.usageQuotas}
      </Title>
      <Text c="dimmed" size="sm">
        {messages.usageQuotasIntro}
      </Text>
      {quotas.length === 0 ? (
        <Text c="dimmed" py="sm">
          {messages.usageNoClients}
        </Text>
      ) : (
        <TableScroller label={messages.usageQuotas} minWidth={720}>
          <Table verticalSpacing="sm" aria-label={messages.usageQuotas}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{messages.usageClient}</Table.Th>
                <Table.Th>{messages.usageColPlan}</Table.Th>
                <Table.Th>{messages.usageColRate}</Table.Th>
                <Table.Th>{messages.usageColMonth}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {quotas.map((quota) => (
                <Table.Tr key={quota.clientId} data-testid="quota-row">
                  <Table.Td data-label={messages.usageClient}>
                    <Text size="sm" fw={500} translate="no">
                      {quota.name}
                    </Text>
                    <Text size="xs" c="dimmed" translate="no">
                      {quota.clientId}
                    </Text>
                  </Table.Td>
                  <Table.Td data-label={messages.usageColPlan}>
                    {/* The operator's name for the plan: data, as the client's name. */}
                    {quota.plan ? <span translate="no">{quota.plan}</span> : messages.usageNoPlan}
                  </Table.Td>
                  <Table.Td data-label={messages.usageColRate}>
                    {quota.rate ? (
                      <Meter
                        used={quota.rate.used}
                        limit={quota.rate.limit}
                        text={messages.usageRateUsed({
                          used: formatCount(quota.rate.used),
                          limit: formatCount(quota.rate.limit),
                          seconds: quota.rate.windowSeconds,
                        })}
                      />
                    ) : (
                      messages.usageNoLimit
                    )}
                  </Table.Td>
                  <Table.Td data-label={messages.usageColMonth}>
                    {quota.month ? (
                      <Stack gap={4}>
                        <Meter
                          used={quota.month.used}
                          limit={quota.month.limit}
                          text={messages.usageMonthUsed({
                            used: formatCount(quota.month.used),
                            limit: formatCount(quota.month.limit),
                          })}
                        />
                        <MonthPace month={quota.month} />
                      </Stack>
                    ) : (
                      messages.usageNoLimit
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroller>
      )}
    </Stack>
  );
}
