import { Stack, Text, Title } from '@mantine/core';
import type { ColumnDef } from '../../../ui/data-table';
import { useMemo } from 'react';

import type { RecordOf } from '../../../api/client-types';
import { useApiList } from '../../../lib/api-query/api-queries';
import { useListUrlState } from '../../../lib/list-url-state';
import { DataTable } from '../../../ui/data-table';
import { PaginationBar } from '../../../ui/pagination-bar';
import { IgnoredUrlParts, QueryError } from '../../../ui/query-error';

const labelsPath = '/giving/v2/labels';
type LabelRecord = RecordOf<typeof labelsPath>;

function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * The spec shows no attributes for a label, so the columns are the id plus whatever attributes
 * the service sent, never a list of our own.
 */
function labelColumns(records: readonly LabelRecord[]): ColumnDef<LabelRecord>[] {
  const names = [...new Set(records.flatMap((r) => Object.keys(r.attributes)))];
  return [
    {
      id: 'id',
      header: 'ID',
      cell: ({ row }) => (
        <Text span size="sm" ff="monospace">
          {row.original.id}
        </Text>
      ),
    },
    ...names.map((name): ColumnDef<LabelRecord> => ({
      id: `attribute-${name}`,
      header: name,
      cell: ({ row }) => (
        <Text span size="sm">
          {valueText((row.original.attributes as Record<string, unknown>)[name])}
        </Text>
      ),
    })),
  ];
}

/** The giving labels that tag donations (list only: there is no label page in the API). */
export function FundsLabels() {
  const list = useListUrlState<typeof labelsPath>(labelsPath, {}, 'labels_');
  const query = useApiList(labelsPath, list.options);
  const records = query.data?.records;
  const columns = useMemo(() => labelColumns(records ?? []), [records]);

  return (
    <Stack gap="xs">
      <Title order={2} size="h3">
        Labels
      </Title>
      <Text size="sm" c="dimmed">
        Labels tag donations (for example a memorial gift). The API's documentation does not say
        which attributes a label has, so each label is shown with its id and whatever the service
        sends for it.
      </Text>
      <IgnoredUrlParts problems={list.problems} onClear={list.reset} />
      {query.isError ? (
        <QueryError error={query.error} what="the labels" onRetry={() => void query.refetch()} />
      ) : (
        <>
          <DataTable
            caption="Giving labels"
            columns={columns}
            rows={records}
            rowKey={(row) => row.id}
            loading={query.isPending}
            refreshing={query.isPlaceholderData}
            empty={
              <Text c="dimmed" ta="center" py="lg">
                No labels yet.
              </Text>
            }
            skeletonRows={4}
          />
          <PaginationBar
            noun="labels"
            offset={list.query.offset}
            perPage={list.query.perPage}
            totalCount={query.data?.totalCount}
            onOffsetChange={list.setOffset}
            onPerPageChange={list.setPerPage}
          />
        </>
      )}
    </Stack>
  );
}
