import { Button, Group, NativeSelect, Pagination, Text } from '@mantine/core';

import type { Paging } from '../lib/browser/list-paging';
import { useT } from './i18n/language-context';

const perPageChoices = ['10', '25', '50', '100'];

export interface PaginationBarProps {
  /** What the list holds, plural and in the page's language, for labels: "check-ins". */
  noun: string;
  /** Where the list is in its pages (`useUrlPaging`), and how to move. */
  paging: Paging;
  /** All records that match; undefined while unknown. */
  totalCount: number | undefined;
}

/**
 * "1–25 of 1,204 check-ins", page buttons and a page-size choice, for offset pagination. An empty
 * list has nothing to page: the bar is left out, and the list's own empty state speaks.
 */
export function PaginationBar({ noun, paging, totalCount }: PaginationBarProps) {
  const { offset, perPage, setOffset: onOffsetChange, setPerPage: onPerPageChange } = paging;
  const t = useT();
  const total = totalCount ?? 0;
  const pages = Math.max(1, Math.ceil(total / perPage));
  const page = Math.floor(offset / perPage) + 1;
  const first = total === 0 ? 0 : offset + 1;
  const last = Math.min(offset + perPage, total);
  const pastTheEnd = totalCount !== undefined && offset > 0 && offset >= totalCount;
  const choices = perPageChoices.includes(String(perPage))
    ? perPageChoices
    : [...perPageChoices, String(perPage)].sort((a, b) => Number(a) - Number(b));

  if (totalCount === 0 && offset === 0) return null;
  // Paging means nothing on paper (print.css).
  return (
    <Group justify="space-between" mt="md" gap="sm" wrap="wrap" data-print-hide="">
      <Text size="sm" c="dimmed" aria-live="polite">
        {totalCount === undefined
          ? t('ui.list.counting', { noun })
          : pastTheEnd
            ? t('ui.pagination.pastTheEnd', { total, noun })
            : t('ui.pagination.range', { first, last, total, noun })}
      </Text>
      <Group gap="sm" wrap="wrap">
        {pastTheEnd && (
          <Button size="xs" variant="light" onClick={() => onOffsetChange(0)}>
            {t('ui.pagination.goToFirst')}
          </Button>
        )}
        <Pagination
          total={pages}
          value={Math.min(page, pages)}
          onChange={(next) => onOffsetChange((next - 1) * perPage)}
          size="sm"
          siblings={1}
          boundaries={1}
          getControlProps={(control) => ({
            'aria-label': t(
              control === 'previous'
                ? 'ui.pagination.previous'
                : control === 'next'
                  ? 'ui.pagination.next'
                  : control === 'first'
                    ? 'ui.pagination.first'
                    : 'ui.pagination.last',
            ),
          })}
          getItemProps={(item) => ({ 'aria-label': t('ui.pagination.page', { page: item }) })}
        />
        <NativeSelect
          size="xs"
          aria-label={t('ui.pagination.rowsPerPage')}
          data={choices.map((value) => ({
            value,
            label: t('ui.pagination.perPage', { count: value }),
          }))}
          value={String(perPage)}
          onChange={(event) => onPerPageChange(Number(event.currentTarget.value))}
        />
      </Group>
    </Group>
  );
}
