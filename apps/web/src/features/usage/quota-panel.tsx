import { messages, type UsageQuota } from '@ddp/contract';
import { Progress, Stack, Table, Text, Title } from '@mantine/core';
import { TableScroller } from '../../components/table-scroller';
import { formatCount } from './usage-format';

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
                      <Meter
                        used={quota.month.used}
                        limit={quota.month.limit}
                        text={messages.usageMonthUsed({
                          used: formatCount(quota.month.used),
                          limit: formatCount(quota.month.limit),
                        })}
                      />
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
