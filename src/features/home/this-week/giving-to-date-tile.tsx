import { Progress, Stack, Table, Text } from '@mantine/core';

import { formatDate } from '../../../lib/pure/dates';
import type { Translate } from '../../../lib/pure/i18n/translator';
import { useLocale, useT } from '../../../ui/i18n/language-context';
import { MoneyText } from '../../../ui/money-text';
import type { CurrencyToDate } from './giving-to-date';
import { HomeTile } from './home-tile';
import { useGivingToDate } from './home-queries';

/** This year against last, in percent ("+12%"), or "new" where last year had none. */
function change(t: Translate, locale: string, { thisYear, lastYear }: CurrencyToDate): string {
  if (lastYear.cents === 0) return thisYear.cents === 0 ? '—' : t('home.giving.new');
  return new Intl.NumberFormat(locale, {
    style: 'percent',
    maximumFractionDigits: 0,
    signDisplay: 'exceptZero',
  }).format((thisYear.cents - lastYear.cents) / lastYear.cents);
}

export function GivingToDateTile({
  timeZone,
  today,
}: {
  timeZone: string | undefined;
  today: string | undefined;
}) {
  const t = useT();
  const locale = useLocale();
  const { query, progress } = useGivingToDate(timeZone, today);
  const fraction = progress && progress.total > 0 ? progress.walked / progress.total : 0;
  return (
    <HomeTile
      title={t('home.giving.title')}
      to="/giving"
      linkLabel={t('home.giving.link')}
      query={query}
      what={t('home.giving.what')}
      loading={
        <Stack gap={4}>
          <Text size="sm" c="dimmed">
            {progress
              ? t('home.giving.readingProgress', { walked: progress.walked, total: progress.total })
              : t('home.giving.reading')}
          </Text>
          <Progress value={fraction * 100} aria-label={t('home.giving.progressLabel')} animated />
        </Stack>
      }
    >
      {() => {
        const giving = query.data;
        if (!giving) return null;
        const period = `${formatDate(giving.from, locale)} – ${formatDate(giving.to, locale)}`;
        const lastPeriod = `${formatDate(giving.lastYearFrom, locale)} – ${formatDate(giving.lastYearTo, locale)}`;
        if (giving.currencies.length === 0) {
          return <Text c="dimmed">{t('home.giving.empty', { period })}</Text>;
        }
        return (
          <Stack gap="xs">
            <Table striped={false} verticalSpacing={6} fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('home.giving.thisMonth')}</Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('home.giving.lastYear')}
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('home.giving.change')}
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {giving.currencies.map((row) => (
                  <Table.Tr key={row.currency} data-testid={`giving-${row.currency}`}>
                    <Table.Th scope="row" fw={600}>
                      <MoneyText cents={row.thisYear.cents} currency={row.currency} size="sm" />
                    </Table.Th>
                    <Table.Td ta="right">
                      <MoneyText cents={row.lastYear.cents} currency={row.currency} size="sm" />
                    </Table.Td>
                    <Table.Td ta="right">{change(t, locale, row)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <Text size="xs" c="dimmed">
              {t('home.giving.compared', { period, lastPeriod })}
            </Text>
          </Stack>
        );
      }}
    </HomeTile>
  );
}
