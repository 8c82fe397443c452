import { Button, Chip, Fieldset, Group, NativeSelect, Stack, Text } from '@mantine/core';

import type { ListUrlState } from '../../../lib/browser/list-url-state';
import { useT } from '../../../ui/i18n/language-context';
import {
  checkInOrders,
  defaultOrder,
  filterChoices,
  orderChoices,
  type checkInsPath,
  type CheckInFilter,
  type CheckInOrder,
  type TableInclude,
} from './check-ins-query';

function isOrder(value: string): value is CheckInOrder {
  return (checkInOrders as readonly string[]).includes(value);
}

/** The endpoint's filters as chips (several at once, all applying) and its orders as a select. */
export function CheckInsFilters({
  list,
}: {
  list: ListUrlState<typeof checkInsPath, TableInclude>;
}) {
  const t = useT();
  // The URL's filters were checked against the catalog.
  const filters = list.query.filter as CheckInFilter[];
  return (
    <Group justify="space-between" align="flex-end" gap="md" mb="md" wrap="wrap">
      <Fieldset
        variant="unstyled"
        legend={
          <Text size="sm" fw={500} component="span">
            {t('check-ins.list.filters.legend')}
          </Text>
        }
        style={{ flex: '1 1 32rem' }}
      >
        <Stack gap={6} mt={6}>
          <Group gap={6} wrap="wrap">
            {filterChoices(t).map((choice) => (
              <Chip
                key={choice.value}
                checked={filters.includes(choice.value)}
                // Toggled on the latest URL: the page may not have re-rendered since the last.
                onChange={(on) =>
                  list.setFilters((current) =>
                    on ? [...current, choice.value] : current.filter((f) => f !== choice.value),
                  )
                }
                // Mantine's default size, "sm": named, it writes its size variables on every chip.
                variant="outline"
              >
                {choice.label}
              </Chip>
            ))}
            {filters.length > 0 && (
              <Button size="compact-sm" variant="subtle" onClick={() => list.setFilters([])}>
                {t('check-ins.list.filters.clear')}
              </Button>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            {t('check-ins.list.filters.hint')}
          </Text>
        </Stack>
      </Fieldset>
      <NativeSelect
        label={t('check-ins.list.filters.order')}
        size="sm"
        w={300}
        data={orderChoices(t)}
        value={list.query.order ?? defaultOrder}
        onChange={(event) => {
          const value = event.currentTarget.value;
          if (isOrder(value)) list.setOrder(value);
        }}
      />
    </Group>
  );
}
