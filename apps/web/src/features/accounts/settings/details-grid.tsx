import type { PersonalDetailsReply } from '@ddp/contract';
import { SimpleGrid, Text } from '@mantine/core';
import { detailRows } from './details-text';

/** The personal details, read-only, in two columns (spec section 2): a description list. */
export function DetailsGrid({ details }: { details: PersonalDetailsReply }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="xl" verticalSpacing="md" m={0}>
      {detailRows(details).map((row) => (
        <div key={row.label} style={row.wide ? { gridColumn: '1 / -1' } : undefined}>
          <Text component="dt" size="xs" c="dimmed" fw={600} tt="uppercase" lts="0.04em">
            {row.label}
          </Text>
          <Text component="dd" m={0} mt={2} style={{ overflowWrap: 'anywhere' }} translate="no">
            {row.value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
