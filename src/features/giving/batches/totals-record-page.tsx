import { Paper, SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';

import type { RecordOf } from '../../../api/client-types';
import { BetaBadge } from '../../../ui/beta-badge';
import { DateTimeText } from '../../../ui/date-time-text';
import { MoneyText } from '../../../ui/money-text';
import { PageHeader } from '../../../ui/page-header';
import { recordIdPattern } from '../../../ui/resource-view/record-drawer-param';
import { RecordPage } from '../../../ui/resource-view/record-page';
import { Fact } from '../shared/fact';
import { GivingTabs } from '../shared/giving-tabs';
import type { PartsPath } from './totals-against-parts';

type TotalsRecord<K extends PartsPath> = RecordOf<K, 'owner'>;

export interface TotalsRecordPageProps<K extends PartsPath> {
  path: K;
  id: string;
  /** The record in words, singular and plural: "batch", "batches". */
  noun: string;
  plural: string;
  description: string;
  /** The facts between the total and the times, as label and value. */
  facts: (record: TotalsRecord<K>) => readonly (readonly [string, ReactNode])[];
  /** The cross-check of the total against the record's parts. */
  children: (record: TotalsRecord<K>) => ReactNode;
}

/** A batch's or a deposit's page: its facts, then its total against its parts. */
export function TotalsRecordPage<K extends PartsPath>({
  path,
  id,
  noun,
  plural,
  description,
  facts,
  children,
}: TotalsRecordPageProps<K>) {
  const title = noun.charAt(0).toUpperCase() + noun.slice(1);
  const listPath = `/giving/${plural}`;
  return (
    <RecordPage<K, 'owner'>
      path={path}
      id={id}
      include={['owner']}
      noun={noun}
      back={{ label: `See all ${plural}`, to: listPath }}
      header={() => (
        <>
          <PageHeader
            title={recordIdPattern.test(id) ? `${title} ${id}` : title}
            breadcrumbs={[
              { label: 'Giving', to: '/giving' },
              { label: plural.charAt(0).toUpperCase() + plural.slice(1), to: listPath },
            ]}
            badge={<BetaBadge api="Giving" />}
            description={description}
          />
          <GivingTabs />
        </>
      )}
    >
      {(record) => {
        const a = record.attributes;
        const all: (readonly [string, ReactNode])[] = [
          [
            'Total',
            <MoneyText cents={a.total_cents} currency={a.total_currency} fz="xl" fw={700} />,
          ],
          ...facts(record),
          ['Created', <DateTimeText value={a.created_at} size="sm" />],
          ['Updated', <DateTimeText value={a.updated_at} size="sm" />],
        ];
        return (
          <>
            <Paper withBorder p="lg" mb="xl">
              <SimpleGrid cols={{ base: 2, sm: 3, lg: all.length }} spacing="lg">
                {all.map(([label, value]) => (
                  <Fact key={label} label={label}>
                    {value}
                  </Fact>
                ))}
              </SimpleGrid>
            </Paper>
            {children(record)}
          </>
        );
      }}
    </RecordPage>
  );
}
