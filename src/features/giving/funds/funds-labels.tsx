import { Stack, Text, Title } from '@mantine/core';

import type { RecordOf } from '../../../api/client-types';
import { fieldLabel } from '../../../lib/pure/i18n/field-label';
import type { Translate } from '../../../lib/pure/i18n/translator';
import type { ColumnDef } from '../../../ui/data-table';
import { useT } from '../../../ui/i18n/language-context';
import { ResourceList } from '../../../ui/resource-view/resource-list';

const labelsPath = '/giving/v2/labels';
type LabelRecord = RecordOf<typeof labelsPath>;

function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * The spec shows no attributes for a label, so the columns are the id plus whatever attributes
 * the service sent, never a list of our own, each by its label (`fields.<name>`).
 */
function labelColumns(records: readonly LabelRecord[], t: Translate): ColumnDef<LabelRecord>[] {
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
      header: fieldLabel(t, name),
      cell: ({ row }) => valueText((row.original.attributes as Record<string, unknown>)[name]),
    })),
  ];
}

/** The giving labels that tag donations (list only: there is no label page in the API). */
export function FundsLabels() {
  const t = useT();
  return (
    <Stack gap="xs">
      <Title order={2} size="h3">
        {t('giving.donation.labels')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('giving.labels.help')}
      </Text>
      <ResourceList
        path={labelsPath}
        urlPrefix="labels_"
        noun={t('giving.labels.noun')}
        caption={t('giving.labels.caption')}
        columns={(records: readonly LabelRecord[]) => labelColumns(records, t)}
        plain
        skeletonRows={4}
      />
    </Stack>
  );
}
