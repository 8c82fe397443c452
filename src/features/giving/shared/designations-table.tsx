import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

import type { Page } from '../../../api/client-types';
import { MoneyError } from '../../../lib/pure/money';
import { ColorSwatch } from '../../../ui/color-swatch';
import { MoneyText } from '../../../ui/money-text';
import { QueryError } from '../../../ui/query-error';
import { useT } from '../../../ui/i18n/language-context';
import { QueryView } from '../../../ui/query-view';
import type { PageQuery } from '../../../ui/resource-view/paged-table';
import {
  designationLines,
  fundLabel,
  indexById,
  type DesignationLike,
  type DesignationLine,
  type FundLike,
} from './donation-designations';

/** Where a gift goes: each fund by name and color, and its amount. */
export function DesignationsTable({ lines }: { lines: readonly DesignationLine[] }) {
  const t = useT();
  return (
    <Table verticalSpacing={6} fz="sm" aria-label={t('giving.designations.title')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('giving.shared.fund')}</Table.Th>
          <Table.Th scope="col">{t('giving.shared.color')}</Table.Th>
          <Table.Th scope="col" ta="right">
            {t('giving.shared.amount')}
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {lines.map((line) => (
          <Table.Tr key={line.designationId}>
            <Table.Td>{fundLabel(t, line)}</Table.Td>
            <Table.Td>
              <ColorSwatch color={line.fund?.attributes.color} size={14} />
            </Table.Td>
            <Table.Td ta="right">
              <MoneyText cents={line.amount.cents} currency={line.amount.currency} size="sm" />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

type DesignationWithFund = DesignationLike & { related: { fund?: FundLike | null } };

/**
 * A gift's designations read with their funds (a donation's, a recurring donation's): loading,
 * error and empty states, then what `children` draws from the lines (by default their table).
 * An amount that is not money is an error to show, never a wrong line.
 */
export function DesignationsView<R extends DesignationWithFund>({
  query,
  empty,
  children = (lines) => <DesignationsTable lines={lines} />,
}: {
  query: PageQuery<R>;
  empty: string;
  children?: (lines: DesignationLine[], page: Page<R>) => ReactNode;
}) {
  const t = useT();
  const what = t('giving.designations.what');
  return (
    <QueryView
      // A previous gift's designations (kept while the next loads) must never show as these.
      query={{ ...query, data: query.isPlaceholderData ? undefined : query.data }}
      what={what}
      isEmpty={(page) => page.records.length === 0}
      empty={empty}
    >
      {(page) => {
        const records = page.records;
        const funds = indexById(records.flatMap((d) => (d.related.fund ? [d.related.fund] : [])));
        try {
          return children(designationLines(records, funds), page);
        } catch (error) {
          if (!(error instanceof MoneyError)) throw error;
          return <QueryError error={error} what={what} />;
        }
      }}
    </QueryView>
  );
}
