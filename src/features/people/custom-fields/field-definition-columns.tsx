import { ActionIcon, Badge, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconListDetails, IconPencil, IconTrash } from '@tabler/icons-react';

import type { Translate } from '../../../lib/pure/i18n/translator';
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
export function fieldDefinitionColumns(
  t: Translate,
  { onEdit, onDelete, onOptions }: FieldDefinitionActions,
): ColumnDef<FieldDefinitionRow>[] {
  const typeLabels = dataTypeLabels(t);
  return [
    {
      id: 'sequence',
      header: t('people.customFields.columns.order'),
      meta: { numeric: true },
      cell: ({ row }) => row.original.attributes.sequence,
    },
    {
      id: 'name',
      header: t('people.columns.name'),
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
                  {t('people.customFields.deleted')}
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
      header: t('people.customFields.columns.dataType'),
      cell: ({ row }) => typeLabels[row.original.attributes.data_type],
    },
    {
      id: 'slug',
      header: t('people.customFields.columns.slug'),
      cell: ({ row }) => (
        <Text size="sm" ff="monospace">
          {row.original.attributes.slug}
        </Text>
      ),
    },
    {
      id: 'options',
      header: t('people.customFields.columns.options'),
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
            aria-label={t('people.customFields.optionsOf', {
              name: definition.attributes.name,
              count,
            })}
          >
            {t('people.customFields.optionCount', { count })}
          </Button>
        );
      },
    },
    {
      id: 'actions',
      header: t('people.columns.actions'),
      cell: ({ row }) => {
        const definition = row.original;
        if (definition.attributes.deleted_at) return null;
        const name = definition.attributes.name;
        return (
          <Group gap={4} wrap="nowrap">
            <Tooltip label={t('people.customFields.edit')}>
              <ActionIcon
                variant="subtle"
                aria-label={t('people.customFields.editNamed', { name })}
                onClick={() => onEdit(definition)}
              >
                <IconPencil size={16} aria-hidden="true" />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t('people.customFields.delete')}>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('people.customFields.deleteNamed', { name })}
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
