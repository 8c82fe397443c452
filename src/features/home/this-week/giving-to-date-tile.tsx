import { Progress, Stack, Table, Text } from '@mantine/core';

import { formatDate } from '../../../lib/pure/dates';
import { MoneyText } from '../../../ui/money-text';
import type { CurrencyToDate } from './giving-to-date';
import { HomeTile } from './home-tile';
import { useGivingToDate } from './home-queries';

const percentFormat = new Intl.NumberFormat(undefined, {
  style: 'percent',
  maximumFractionDigits: 0,
  signDisplay: 'exceptZero',
});

function change({ thisYear, lastYear }: CurrencyToDate): string {
  if (lastYear.cents === 0) return thisYear.cents === 0 ? '—' : 'new';
  return percentFormat.format((thisYear.cents - lastYear.cents) / lastYear.cents);
}

export function GivingToDateTile({
  timeZone,
  today,
}: {
  timeZone: string | undefined;
  today: string | undefined;
}) {
  const { query, progress } = useGivingToDate(timeZone, today);
  const fraction = progress && progress.total > 0 ? progress.walked / progress.total : 0;
  return (
    <HomeTile
      title="Giving this month"
      to="/giving"
      linkLabel="Giving overview"
      query={query}
      what="this month's giving"
      loading={
        <Stack gap={4}>
          <Text size="sm" c="dimmed">
            {progress
              ? `Reading donations: ${progress.walked.toLocaleString()} of ${progress.total.toLocaleString()}`
              : 'Reading donations…'}
          </Text>
          <Progress value={fraction * 100} aria-label="Donations read" animated />
        </Stack>
      }
    >
      {() => {
        const giving = query.data;
        if (!giving) return null;
        const period = `${formatDate(giving.from)} – ${formatDate(giving.to)}`;
        const lastPeriod = `${formatDate(giving.lastYearFrom)} – ${formatDate(giving.lastYearTo)}`;
        if (giving.currencies.length === 0) {
          return <Text c="dimmed">No gifts {period} or the same days last year.</Text>;
        }
        return (
          <Stack gap="xs">
            <Table striped={false} verticalSpacing={6} fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">This month</Table.Th>
                  <Table.Th scope="col" ta="right">
                    Last year
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    Change
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {giving.currencies.map((row) => (
                  <Table.Tr key={row.currency} data-testid={`giving-${row.currency}`}>
                    <Table.Th scope="row" fw={600}>
                      <MoneyText cents={row.thisYear.cents} currency={row.currency} size="sm" />
                    </Table.Th>
                    <Table.Td ta="right">
                      <MoneyText cents={row.lastYear.cents} currency={row.currency} size="sm" />
                    </Table.Td>
                    <Table.Td ta="right">{change(row)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <Text size="xs" c="dimmed">
              {period} against {lastPeriod}; failed payments left out.
            </Text>
          </Stack>
        );
      }}
    </HomeTile>
  );
}
