import { Text, type TextProps } from '@mantine/core';

import type { Translate } from '../../../lib/pure/i18n/translator';

import { attributeColumn } from '../../../ui/resource-view/attribute-column';
import { ColorSwatch } from '../../../ui/color-swatch';
import type { ListColumn } from '../../../ui/resource-view/list-column';
import { fundsPath, type FundRecord } from '../shared/funds-query';

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

export function fundColumns(t: Translate): ListColumn<FundRecord>[] {
  const visibilities: Record<FundRecord['attributes']['visibility'], string> = {
    everywhere: t('giving.funds.everywhere'),
    admin_only: t('giving.funds.adminOnly'),
    nowhere: t('giving.funds.nowhere'),
  };
  return [
    {
      id: 'color',
      header: t('giving.shared.color'),
      csv: (fund) => fund.attributes.color?.toLowerCase(),
      cell: ({ row }) => <ColorSwatch color={row.original.attributes.color} />,
    },
    textColumn('name', t('giving.people.name'), (fund) => fund.name, { fw: 600 }),
    attributeColumn(fundsPath, 'visibility', {
      header: t('giving.funds.visibility'),
      labels: visibilities,
    }),
    textColumn('ledger_code', t('giving.funds.ledgerCode'), (fund) => fund.ledger_code || null, {
      ff: 'monospace',
    }),
    // A width to wrap in: squeezed by the columns beside it, a long description made each row of
    // a phone's table several times as tall as its other cells (the table scrolls sideways anyway).
    textColumn('description', t('giving.funds.description'), (fund) => fund.description || null, {
      display: 'block',
      miw: '16rem',
    }),
    attributeColumn(fundsPath, 'created_at', {
      header: t('giving.shared.created'),
      format: 'date',
    }),
  ];
}
