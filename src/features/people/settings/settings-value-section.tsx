import { ActionIcon, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import type { ColumnDef } from '../../../ui/data-table';
import { useState } from 'react';

import { useApiDelete, useApiList } from '../../../lib/api-query/api-queries';
import { useListUrlState } from '../../../lib/list-url-state';
import { DataTable } from '../../../ui/data-table';
import { PaginationBar } from '../../../ui/pagination-bar';
import { IgnoredUrlParts, QueryError } from '../../../ui/query-error';
import { DeleteConfirm } from '../../../ui/resource-view/delete-confirm';
import {
  valueKindText,
  valueListPath,
  valuePaths,
  type ValueKind,
  type ValueRecord,
} from './settings-value-kinds';

function columns(
  singular: string,
  onEdit: (record: ValueRecord) => void,
  onDelete: (record: ValueRecord) => void,
): ColumnDef<ValueRecord>[] {
  return [
    {
      id: 'value',
      header: 'Value',
      meta: { orderBy: 'value' },
      cell: ({ row }) => row.original.attributes.value,
    },
    {
      id: 'actions',
      header: () => (
        <Text span size="sm" fw={600}>
          Actions
        </Text>
      ),
      cell: ({ row }) => (
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            aria-label={`Edit the ${singular} ${row.original.attributes.value}`}
            onClick={() => onEdit(row.original)}
          >
            <IconPencil size={16} aria-hidden="true" />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Delete the ${singular} ${row.original.attributes.value}`}
            onClick={() => onDelete(row.original)}
          >
            <IconTrash size={16} aria-hidden="true" />
          </ActionIcon>
        </Group>
      ),
    },
  ];
}

/** One kind of settings value: its list (sorted, paged in the URL), add, edit and delete. */
export function SettingsValueSection({
  kind,
  onAdd,
  onEdit,
  onChanged,
}: {
  kind: ValueKind;
  onAdd: () => void;
  onEdit: (id: string) => void;
  onChanged: (message: string) => void;
}) {
  const text = valueKindText[kind];
  const list = useListUrlState(valueListPath(kind), { order: 'value', perPage: 25 }, `${kind}.`);
  const query = useApiList(valueListPath(kind), list.options);
  const [deleting, setDeleting] = useState<ValueRecord>();
  const remove = useApiDelete(valuePaths[kind].record);
  const records = query.data?.records as ValueRecord[] | undefined;
  const headingId = `settings-${kind}`;

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" align="flex-start" mb="sm" wrap="nowrap">
        <Stack gap={2}>
          <Title order={2} size="h4" id={headingId}>
            {text.title}
          </Title>
          <Text size="sm" c="dimmed">
            {text.description}
          </Text>
        </Stack>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPlus size={14} aria-hidden="true" />}
          onClick={onAdd}
          aria-label={`Add ${text.article} ${text.singular}`}
        >
          Add
        </Button>
      </Group>
      <IgnoredUrlParts problems={list.problems} onClear={list.reset} />
      {query.isError ? (
        <QueryError
          error={query.error}
          what={text.title.toLowerCase()}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <>
          <DataTable<ValueRecord>
            caption={text.title}
            columns={columns(text.singular, (record) => onEdit(record.id), setDeleting)}
            rows={records}
            rowKey={(record) => record.id}
            order={list.query.order}
            onOrderChange={(order) => list.setOrder(order as typeof list.options.order)}
            loading={query.isPending}
            refreshing={query.isPlaceholderData}
            skeletonRows={4}
            empty={
              <Text c="dimmed" ta="center" py="sm" size="sm">
                None yet.
              </Text>
            }
          />
          {(query.data?.totalCount ?? 0) > list.query.perPage && (
            <PaginationBar
              noun={text.title.toLowerCase()}
              offset={list.query.offset}
              perPage={list.query.perPage}
              totalCount={query.data?.totalCount}
              onOffsetChange={list.setOffset}
              onPerPageChange={list.setPerPage}
            />
          )}
        </>
      )}
      <DeleteConfirm
        opened={deleting !== undefined}
        noun={text.singular}
        name={deleting?.attributes.value}
        consequence="It can no longer be chosen on profiles. This cannot be undone."
        onConfirm={() =>
          deleting ? remove.mutateAsync({ params: { id: deleting.id } }) : Promise.resolve()
        }
        onDeleted={() =>
          onChanged(`Deleted the ${text.singular} “${deleting?.attributes.value ?? ''}”.`)
        }
        onClose={() => setDeleting(undefined)}
      />
    </Paper>
  );
}
