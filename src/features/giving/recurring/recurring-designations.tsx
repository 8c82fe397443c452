import { ColorSwatch, Group, Skeleton, Stack, Table, Text } from '@mantine/core';

import { useApiList } from '../../../lib/api-query/api-queries';
import { MoneyText } from '../../../ui/money-text';
import { QueryError } from '../../../ui/query-error';

const hexColor = /^#[0-9a-f]{6}$/i;

/** Where a recurring donation's gift goes: each fund (name and color) and its amount. */
export function RecurringDesignations({ recurringId }: { recurringId: string }) {
  const query = useApiList('/giving/v2/recurring_donations/{recurring_donation_id}/designations', {
    params: { recurring_donation_id: recurringId },
    include: ['fund'],
    perPage: 100,
  });
  if (query.isPending) {
    return (
      <Stack gap={6} aria-hidden="true">
        <Skeleton height={16} />
        <Skeleton height={16} width="70%" />
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <QueryError
        error={query.error}
        onRetry={() => void query.refetch()}
        what="the designations"
      />
    );
  }
  const rows = query.data.records;
  if (rows.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No designations: the gift goes to no fund in particular.
      </Text>
    );
  }
  return (
    <Table verticalSpacing={4} fz="sm">
      <Table.Caption style={{ textAlign: 'left', captionSide: 'top' }}>
        <Text span size="xs" c="dimmed">
          {rows.length === 1 ? 'One fund' : `${rows.length} funds`}
        </Text>
      </Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Fund</Table.Th>
          <Table.Th scope="col" ta="right">
            Amount
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((designation) => {
          const fund = designation.related.fund;
          const color = fund && hexColor.test(fund.attributes.color) ? fund.attributes.color : null;
          return (
            <Table.Tr key={designation.id}>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  {color !== null && <ColorSwatch color={color} size={12} aria-hidden="true" />}
                  <Text span size="sm">
                    {fund ? fund.attributes.name : 'Unknown fund'}
                  </Text>
                </Group>
              </Table.Td>
              <Table.Td ta="right">
                <MoneyText
                  cents={designation.attributes.amount_cents}
                  currency={designation.attributes.amount_currency}
                  size="sm"
                />
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
