import { DataList, List, Skeleton, Text } from '@mantine/core';

import { useApiList, useApiRelated } from '../../../lib/api-query/api-queries';
import { QueryError } from '../../../ui/query-error';
import { checkInsPath } from './check-ins-query';

const number = new Intl.NumberFormat();

/** The check-in group (made together by one person; the basis of label printing). */
export function CheckInGroupFacts({ checkInId }: { checkInId: string }) {
  const query = useApiRelated(checkInsPath, { id: checkInId }, 'check_in_group');
  if (query.isPending) return <Skeleton height={72} />;
  if (query.isError) {
    return (
      <QueryError
        error={query.error}
        what="the check-in group"
        onRetry={() => void query.refetch()}
      />
    );
  }
  const group = query.data;
  if (!group) {
    return (
      <Text size="sm" c="dimmed">
        Not part of a check-in group
      </Text>
    );
  }
  const a = group.attributes;
  return (
    <DataList size="sm" labelWidth="11rem" gap={6}>
      <DataList.Item>
        <DataList.ItemLabel>Check-ins in the group</DataList.ItemLabel>
        <DataList.ItemValue>{number.format(a.check_ins_count)}</DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>Name labels</DataList.ItemLabel>
        <DataList.ItemValue>{number.format(a.name_labels_count)}</DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>Security labels</DataList.ItemLabel>
        <DataList.ItemValue>{number.format(a.security_labels_count)}</DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>Print status</DataList.ItemLabel>
        {/* The spec does not give the meaning of its values, so the code is shown as is. */}
        <DataList.ItemValue>
          {a.print_status}{' '}
          <Text span size="xs" c="dimmed">
            (status code from the service)
          </Text>
        </DataList.ItemValue>
      </DataList.Item>
    </DataList>
  );
}

/** Options chosen at check-in (e.g. an allergy), with the extra label each one prints. */
export function CheckInOptions({ checkInId }: { checkInId: string }) {
  const query = useApiList('/check_ins/v2/check_ins/{check_in_id}/options', {
    params: { check_in_id: checkInId },
    include: ['label'],
    perPage: 100,
  });
  if (query.isPending) return <Skeleton height={24} />;
  if (query.isError) {
    return (
      <QueryError error={query.error} what="the options" onRetry={() => void query.refetch()} />
    );
  }
  const options = query.data.records;
  if (options.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        None chosen
      </Text>
    );
  }
  return (
    <List size="sm" spacing={4}>
      {options.map((option) => {
        const label = option.related.label;
        return (
          <List.Item key={option.id}>
            {option.attributes.body}
            {label && (
              <Text span size="sm" c="dimmed">
                {` — prints ${number.format(option.attributes.quantity)} “${label.attributes.name}” label${option.attributes.quantity === 1 ? '' : 's'}`}
              </Text>
            )}
          </List.Item>
        );
      })}
    </List>
  );
}
