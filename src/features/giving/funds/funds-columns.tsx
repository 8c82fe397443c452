import { Text, type TextProps } from '@mantine/core';

import { attributeColumn } from '../../../ui/resource-view/attribute-column';
import { ColorSwatch } from '../../../ui/color-swatch';
import type { ListColumn } from '../../../ui/resource-view/list-column';
import { fundsPath, type FundRecord } from '../shared/funds-query';

const visibilities: Record<FundRecord['attributes']['visibility'], string> = {
  everywhere: 'Everywhere',
  admin_only: 'Admins only',
  nowhere: 'Nowhere (hidden)',
};

/** A column of text; `text` gives null for no value, shown as "—" and exported empty. */
function textColumn(
  id: string,
  header: string,
  text: (fund: FundRecord['attributes']) => string | null,
  props?: TextProps,
): ListColumn<FundRecord> {
  return {
    id,
    header,
    csv: (fund) => text(fund.attributes),
    cell: ({ row }) => (
      <Text span size="sm" {...props}>
        {text(row.original.attributes) ?? '—'}
      </Text>
    ),
  };
}

export const fundColumns: ListColumn<FundRecord>[] = [
  {
    id: 'color',
    header: 'Color',
    csv: (fund) => fund.attributes.color?.toLowerCase(),
    cell: ({ row }) => <ColorSwatch color={row.original.attributes.color} />,
  },
  textColumn('name', 'Name', (fund) => fund.name, { fw: 600 }),
  attributeColumn(fundsPath, 'visibility', { labels: visibilities }),
  textColumn('ledger_code', 'Ledger code', (fund) => fund.ledger_code || null, {
    ff: 'monospace',
  }),
  // A width to wrap in: squeezed by the columns beside it, a long description made each row of a
  // phone's table several times as tall as its other cells (the table scrolls sideways anyway).
  textColumn('description', 'Description', (fund) => fund.description || null, {
    display: 'block',
    miw: '16rem',
  }),
  attributeColumn(fundsPath, 'created_at', { header: 'Created', format: 'date' }),
];
