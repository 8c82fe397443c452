import { Button, Chip, Fieldset, Group, NativeSelect, Stack, Text } from '@mantine/core';

import {
  filterChoices,
  orderChoices,
  type CheckInFilter,
  type CheckInOrder,
} from './check-ins-query';

export interface CheckInsFiltersProps {
  filters: readonly CheckInFilter[];
  order: CheckInOrder;
  /** One chip turned on or off; applied to the latest URL (the page may not have re-rendered). */
  onFilterToggle: (filter: CheckInFilter, on: boolean) => void;
  onFiltersClear: () => void;
  onOrderChange: (order: CheckInOrder) => void;
}

function isOrder(value: string): value is CheckInOrder {
  return orderChoices.some((choice) => choice.value === value);
}

/** The endpoint's filters as chips (several at once, all applying) and its orders as a select. */
export function CheckInsFilters({
  filters,
  order,
  onFilterToggle,
  onFiltersClear,
  onOrderChange,
}: CheckInsFiltersProps) {
  return (
    <Group justify="space-between" align="flex-end" gap="md" mb="md" wrap="wrap">
      <Fieldset
        variant="unstyled"
        legend={
          <Text size="sm" fw={500} component="span">
            Show only check-ins that are
          </Text>
        }
        style={{ flex: '1 1 32rem' }}
      >
        <Stack gap={6} mt={6}>
          <Group gap={6} wrap="wrap">
            {filterChoices.map((choice) => (
              <Chip
                key={choice.value}
                checked={filters.includes(choice.value)}
                onChange={(on) => onFilterToggle(choice.value, on)}
                size="sm"
                variant="outline"
              >
                {choice.label}
              </Chip>
            ))}
            {filters.length > 0 && (
              <Button size="compact-sm" variant="subtle" onClick={onFiltersClear}>
                Clear filters
              </Button>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            Every chosen filter applies: “Guest” and “First time” together show first-time guests.
          </Text>
        </Stack>
      </Fieldset>
      <NativeSelect
        label="Order"
        size="sm"
        w={240}
        data={orderChoices.map((choice) => ({ value: choice.value, label: choice.label }))}
        value={order}
        onChange={(event) => {
          const value = event.currentTarget.value;
          if (isOrder(value)) onOrderChange(value);
        }}
      />
    </Group>
  );
}
