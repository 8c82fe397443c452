import { ColorSwatch, Group, Table, Text } from '@mantine/core';
import { useLayoutEffect, useRef } from 'react';

import { FiguresTable } from '../../../ui/figures-table';
import { formatMoney } from '../../../lib/pure/money';
import { useLocale, useT } from '../../../ui/i18n/language-context';
import { formatMonth } from './fund-month-range';
import { cellCents, type CurrencyTotals, type FundRow } from './fund-month-totals';
import { seriesColors } from './overview-colors';

export interface OverviewTableProps {
  totals: CurrencyTotals;
  months: readonly string[];
  rows: readonly FundRow[];
  caption: string;
}

const figure = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** The fund column stays in view while the months scroll under it. */
const stickyFund = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  background: 'var(--mantine-color-body)',
  boxShadow: 'inset -1px 0 0 var(--table-border-color)',
} as const;

function Amount({
  cents,
  currency,
  strong,
}: {
  cents: number;
  currency: string;
  strong?: boolean;
}) {
  const locale = useLocale();
  return (
    <Text
      span
      size="sm"
      fw={strong ? 600 : undefined}
      c={cents === 0 ? 'dimmed' : undefined}
      style={figure}
    >
      {formatMoney({ cents, currency }, locale)}
    </Text>
  );
}

/** Funds down, months across, with row and column totals: the chart's figures as text. */
export function OverviewTable({ totals, months, rows, caption }: OverviewTableProps) {
  const t = useT();
  const locale = useLocale();
  const currency = totals.currency;
  const colors = seriesColors(rows);
  const monthNames = months.map((month) => ({
    month,
    short: formatMonth(month, locale),
    long: formatMonth(month, locale, 'long'),
  }));
  const scroller = useRef<HTMLDivElement>(null);
  const monthsKey = months.join();
  // The latest months matter most: a table wider than the screen opens scrolled to its end, and
  // stays there while its width settles (fonts, the shell's layout), until the reader scrolls.
  useLayoutEffect(() => {
    const box = scroller.current;
    const table = box?.firstElementChild;
    if (!box || !table) return;
    const toEnd = () => {
      box.scrollLeft = box.scrollWidth;
    };
    toEnd();
    const observer = new ResizeObserver(toEnd);
    observer.observe(box);
    observer.observe(table);
    const release = () => observer.disconnect();
    const reader = ['pointerdown', 'wheel', 'keydown', 'touchstart'] as const;
    for (const type of reader) box.addEventListener(type, release, { once: true, passive: true });
    return () => {
      observer.disconnect();
      for (const type of reader) box.removeEventListener(type, release);
    };
  }, [monthsKey]);
  return (
    <FiguresTable caption={caption} scrollerRef={scroller}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col" style={stickyFund}>
            {t('giving.shared.fund')}
          </Table.Th>
          {monthNames.map(({ month, short, long }) => (
            <Table.Th key={month} scope="col" ta="right" style={{ whiteSpace: 'nowrap' }}>
              <abbr title={long} style={{ textDecoration: 'none' }}>
                {short}
              </abbr>
            </Table.Th>
          ))}
          <Table.Th scope="col" ta="right">
            {t('giving.shared.total')}
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.key} data-fund={row.key}>
            <Table.Th scope="row" fw={500} style={stickyFund}>
              <Group gap={6} wrap="nowrap">
                <ColorSwatch
                  color={colors.get(row.key) ?? '#868e96'}
                  size={12}
                  aria-hidden="true"
                />
                <span>{row.name}</span>
              </Group>
            </Table.Th>
            {months.map((month) => (
              <Table.Td key={month} ta="right" data-month={month}>
                <Amount cents={cellCents(totals, row.key, month)} currency={currency} />
              </Table.Td>
            ))}
            <Table.Td ta="right" data-month="total">
              <Amount cents={totals.byFundTotal[row.key] ?? 0} currency={currency} strong />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
      <Table.Tfoot>
        <Table.Tr data-fund="total">
          <Table.Th scope="row" style={stickyFund}>
            {t('giving.shared.total')}
          </Table.Th>
          {months.map((month) => (
            <Table.Td key={month} ta="right" data-month={month}>
              <Amount cents={totals.byMonth[month] ?? 0} currency={currency} strong />
            </Table.Td>
          ))}
          <Table.Td ta="right" data-month="total">
            <Amount cents={totals.total} currency={currency} strong />
          </Table.Td>
        </Table.Tr>
      </Table.Tfoot>
    </FiguresTable>
  );
}
