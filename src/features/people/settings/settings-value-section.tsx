import { ActionIcon, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';

import { useApiDelete } from '../../../lib/browser/api-query/api-mutations';
import type { ColumnDef } from '../../../ui/data-table';
import { useT } from '../../../ui/i18n/language-context';
import { DeleteConfirm } from '../../../ui/resource-view/delete-confirm';
import { ResourceList } from '../../../ui/resource-view/resource-list';
import { valueKind, type ValueKind, type ValueRecord } from './settings-value-kinds';

const listDefaults = { order: 'value', perPage: 25 } as const;

/** One kind of settings value: its list (sorted, paged in the URL), add, edit and delete. */
export function SettingsValueSection({
  kind,
  onOpen,
  onChanged,
}: {
  kind: ValueKind;
  /** Opens the add dialog (no id) or the edit dialog of a value. */
  onOpen: (id?: string) => void;
  onChanged: (message: string) => void;
}) {
  const t = useT();
  const { title, withArticle, definite, description, list, record } = useMemo(
    () => valueKind(kind, t),
    [kind, t],
  );
  const [deleting, setDeleting] = useState<ValueRecord>();
  const remove = useApiDelete(record);
  const headingId = `settings-${kind}`;
  const columns: ColumnDef<ValueRecord>[] = [
    {
      id: 'value',
      header: t('people.settings.value'),
      meta: { orderBy: 'value' },
      cell: ({ row }) => row.original.attributes.value,
    },
    {
      id: 'actions',
      header: () => (
        <Text span size="sm" fw={600}>
          {t('people.columns.actions')}
        </Text>
      ),
      cell: ({ row }) => (
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            aria-label={t('people.settings.editValue', {
              thing: definite,
              value: row.original.attributes.value,
            })}
            onClick={() => onOpen(row.original.id)}
          >
            <IconPencil size={16} aria-hidden="true" />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('people.settings.deleteValue', {
              thing: definite,
              value: row.original.attributes.value,
            })}
            onClick={() => setDeleting(row.original)}
          >
            <IconTrash size={16} aria-hidden="true" />
          </ActionIcon>
        </Group>
      ),
    },
  ];

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" align="flex-start" mb="sm" wrap="nowrap">
        <Stack gap={2}>
          <Title order={2} size="h4" id={headingId}>
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        </Stack>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPlus size={14} aria-hidden="true" />}
          onClick={() => onOpen()}
          aria-label={t('people.settings.addTitle', { thing: withArticle })}
        >
          {t('people.settings.add')}
        </Button>
      </Group>
      <ResourceList
        path={list}
        defaults={listDefaults}
        urlPrefix={`${kind}.`}
        noun={title.toLowerCase()}
        columns={columns}
        plain
        pagerWhenMore
        skeletonRows={4}
        empty={t('people.settings.noneYet')}
      />
      <DeleteConfirm
        opened={deleting !== undefined}
        noun={valueKind(kind, t).singular}
        name={deleting?.attributes.value}
        consequence={t('people.settings.deleteConsequence')}
        onConfirm={() =>
          deleting ? remove.mutateAsync({ params: { id: deleting.id } }) : Promise.resolve()
        }
        onDeleted={() =>
          onChanged(
            t('people.settings.deleted', {
              thing: definite,
              value: deleting?.attributes.value ?? '',
            }),
          )
        }
        onClose={() => setDeleting(undefined)}
      />
    </Paper>
  );
}
