import { ActionIcon, Badge, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconListDetails, IconPencil, IconTrash } from '@tabler/icons-react';

import type { ColumnDef } from '../../../ui/data-table';
import { DateTimeText } from '../../../ui/date-time-text';
import { Dimmed } from '../../../ui/resource-view/attribute-column';
import { dataTypeLabels, hasOptions, type FieldDefinitionRow } from './field-definition-types';

export interface FieldDefinitionActions {
  onEdit: (definition: FieldDefinitionRow) => void;
  onDelete: (definition: FieldDefinitionRow) => void;
  onOptions: (definition: FieldDefinitionRow) => void;
}

/** A tab's custom fields in their order; deleted ones are marked (only shown when asked). */
export function fieldDefinitionColumns({
  onEdit,
  onDelete,
  onOptions,
}: FieldDefinitionActions): ColumnDef<FieldDefinitionRow>[] {
  return [
    {
      id: 'sequence',
      header: 'Order',
      meta: { numeric: true },
      cell: ({ row }) => row.original.attributes.sequence,
    },
    {
      id: 'name',
      header: 'Name',
      cell: ({ row }) => {
        const { name, deleted_at } = row.original.attributes;
        return (
          <Stack gap={2} align="flex-start">
            <Text size="sm" fw={600} td={deleted_at ? 'line-through' : undefined}>
              {name}
            </Text>
            {deleted_at && (
              <Group gap={6} wrap="nowrap">
                <Badge color="red" variant="dot" tt="none" size="sm">
                  Deleted
                </Badge>
                <DateTimeText size="xs" c="dimmed" value={deleted_at} format="date" />
              </Group>
            )}
          </Stack>
        );
      },
    },
    {
      id: 'data_type',
      header: 'Data type',
      cell: ({ row }) => dataTypeLabels[row.original.attributes.data_type],
    },
    {
      id: 'slug',
      header: 'Slug',
      cell: ({ row }) => (
        <Text size="sm" ff="monospace">
          {row.original.attributes.slug}
        </Text>
      ),
    },
    {
      id: 'options',
      header: 'Options',
      cell: ({ row }) => {
        const definition = row.original;
        if (!hasOptions(definition.attributes.data_type)) {
          return <Dimmed>—</Dimmed>;
        }
        const count = definition.related.field_options.length;
        return (
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconListDetails size={14} aria-hidden="true" />}
            onClick={() => onOptions(definition)}
            aria-label={`Options of ${definition.attributes.name} (${count})`}
          >
            {count} {count === 1 ? 'option' : 'options'}
          </Button>
        );
      },
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) => {
        const definition = row.original;
        if (definition.attributes.deleted_at) return null;
        const name = definition.attributes.name;
        return (
          <Group gap={4} wrap="nowrap">
            <Tooltip label="Edit">
              <ActionIcon
                variant="subtle"
                aria-label={`Edit ${name}`}
                onClick={() => onEdit(definition)}
              >
                <IconPencil size={16} aria-hidden="true" />
              </ActionIcon>
            </Tooltip>
            <Tooltip label="Delete">
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Delete ${name}`}
                onClick={() => onDelete(definition)}
              >
                <IconTrash size={16} aria-hidden="true" />
              </ActionIcon>
            </Tooltip>
          </Group>
        );
      },
    },
  ];
}
