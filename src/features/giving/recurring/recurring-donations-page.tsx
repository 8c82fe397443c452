import { useMemo } from 'react';

import type { RecordOf } from '../../../api/client-types';
import type { Translate } from '../../../lib/pure/i18n/translator';
import { formatMoney } from '../../../lib/pure/money';
import { useLocale, useT } from '../../../ui/i18n/language-context';
import type { ListColumn } from '../../../ui/resource-view/list-column';
import { useRecordDrawerParam } from '../../../ui/resource-view/record-drawer-param';
import { ResourceList } from '../../../ui/resource-view/resource-list';
import { GivingHeader } from '../shared/giving-tabs';
import { recurringColumns, recurringParam, recurringPath } from '../shared/recurring-columns';
import { describeSchedule } from '../shared/recurring-schedule';
import { RecurringDrawer } from './recurring-drawer';

const include = ['designations'] as const;
/** Stable for useListUrlState (its defaults are memo dependencies). */
const listDefaults = { include } as const;

type Row = RecordOf<typeof recurringPath, 'designations'>;

const columnsOf = (t: Translate, locale: string): ListColumn<Row>[] => [
  ...recurringColumns<Row>(t, locale),
  {
    id: 'funds',
    header: t('giving.recurring.funds'),
    meta: { numeric: true },
    // How many funds the gift is split between.
    csv: (row) => row.related.designations.length,
    cell: ({ row }) => {
      const count = row.original.related.designations.length;
      return count === 0 ? '—' : t('giving.recurring.split', { count });
    },
  },
];

function rowLabel(t: Translate, locale: string, row: Row): string {
  const { amount_cents, amount_currency, schedule } = row.attributes;
  let amount: string;
  try {
    amount = formatMoney({ cents: amount_cents, currency: amount_currency }, locale);
  } catch {
    amount = `${amount_cents} ${amount_currency}`;
  }
  const { summary } = describeSchedule(t, locale, schedule);
  return summary
    ? t('giving.recurring.openRowSchedule', { id: row.id, amount, schedule: summary.toLowerCase() })
    : t('giving.recurring.openRow', { id: row.id, amount });
}

export function RecurringDonationsPage() {
  const t = useT();
  const locale = useLocale();
  const drawer = useRecordDrawerParam(recurringParam);
  const columns = useMemo(() => columnsOf(t, locale), [t, locale]);
  return (
    <>
      <GivingHeader
        title={t('giving.person.recurring')}
        description={t('giving.recurring.description')}
      />
      <ResourceList<typeof recurringPath, (typeof include)[number]>
        path={recurringPath}
        noun={t('giving.recurring.noun')}
        columns={columns}
        defaults={listDefaults}
        onRowOpen={(row) => drawer.open(row.id)}
        rowLabel={(row) => rowLabel(t, locale, row)}
      />
      <RecurringDrawer />
    </>
  );
}
