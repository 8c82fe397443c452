import { Badge, ColorSwatch, Group, Stack, Text } from '@mantine/core';
import type { ColumnDef } from '../../../ui/data-table';

import type { RecordOf } from '../../../api/client-types';
import type { Translate } from '../../../lib/pure/i18n/translator';
import { useT } from '../../../ui/i18n/language-context';
import { MoneyText } from '../../../ui/money-text';
import { Dimmed } from '../../../ui/resource-view/attribute-column';
import { designationLines, fundLabel, type FundLike } from '../shared/donation-designations';
import { donationColumns } from '../shared/donation-columns';
import type { donationsPath } from '../shared/donation-words';

export const donationTableIncludes = ['designations', 'labels'] as const;
export type DonationTableInclude = (typeof donationTableIncludes)[number];
export type DonationRow = RecordOf<typeof donationsPath, DonationTableInclude>;

function DesignationsCell({
  row,
  fundsById,
}: {
  row: DonationRow;
  fundsById: ReadonlyMap<string, FundLike>;
}) {
  const t = useT();
  const lines = designationLines(row.related.designations, fundsById);
  const labels = row.related.labels;
  if (lines.length === 0 && labels.length === 0) return <Dimmed>—</Dimmed>;
  return (
    <Stack gap={2}>
      {lines.map((line) => (
        <Group key={line.designationId} gap={6} wrap="wrap" style={{ rowGap: 0 }}>
          <Group gap={6} wrap="nowrap" component="span">
            {line.fund && (
              // Just the swatch: the fund's name beside it says which fund it is.
              <ColorSwatch
                component="span"
                color={line.fund.attributes.color}
                size={10}
                radius={2}
                withShadow
                aria-hidden="true"
              />
            )}
            <Text
              span
              size="sm"
              style={{ whiteSpace: 'nowrap' }}
              c={line.fund ? undefined : 'dimmed'}
              fs={line.fund ? undefined : 'italic'}
            >
              {fundLabel(t, line)}
            </Text>
          </Group>
          {lines.length > 1 && (
            <MoneyText
              cents={line.amount.cents}
              currency={line.amount.currency}
              size="sm"
              c="dimmed"
            />
          )}
        </Group>
      ))}
      {labels.length > 0 && (
        <Group gap={4}>
          {labels.map((label) => (
            <Badge key={label.id} size="xs" variant="default" radius="sm" tt="none">
              {label.attributes.slug || t('giving.shared.labelNumber', { id: label.id })}
            </Badge>
          ))}
        </Group>
      )}
    </Stack>
  );
}

/** The donations table's columns: a donation's, and the funds it is designated to. */
export function donationTableColumns(
  t: Translate,
  fundsById: ReadonlyMap<string, FundLike>,
): ColumnDef<DonationRow>[] {
  return [
    ...Object.values(donationColumns<DonationRow>(t)),
    {
      id: 'designations',
      header: t('giving.designations.title'),
      meta: { visibleFrom: 'sm' },
      cell: ({ row }) => <DesignationsCell row={row.original} fundsById={fundsById} />,
    },
  ];
}
