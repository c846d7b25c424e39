import type { PersonalDetailsReply } from '@ddp/contract';
import { SimpleGrid, Text } from '@mantine/core';
import { countryNamer } from '../../../lib/country-names';
import { useLocale } from '../../../lib/locale';
import { useCountries } from '../../../lib/use-countries';
import { detailRows } from './details-text';

/** The personal details, read-only, in two columns (spec section 2): a description list. */
export function DetailsGrid({ details }: { details: PersonalDetailsReply }) {
  const country = useCountryInReadersLanguage(details.country);
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="xl" verticalSpacing="md" m={0}>
      {detailRows({ ...details, country }).map((row) => (
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

/**
 * The stored country (the reference list's English name, the contract's value) as the reader's
 * language names it, as the country select does: in German the list is asked for to find the
 * country's code; until it comes, and for a name not on it, the stored name shows.
 */
function useCountryInReadersLanguage(stored: string): string {
  const locale = useLocale();
  const countries = useCountries(locale === 'de');
  const country = locale === 'de' ? countries.byName(stored) : undefined;
  return country ? countryNamer(locale)(country) : stored;
}
