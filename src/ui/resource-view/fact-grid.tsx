import { SimpleGrid, Stack, Text, type SimpleGridProps } from '@mantine/core';

import type { Facts } from './fact-list';

/**
 * A record's facts in columns, each label above its value, as a description list (in the order
 * given). A value wraps anywhere: an address or a subject may be one long word.
 */
export function FactGrid({ facts, ...grid }: { facts: Facts } & SimpleGridProps) {
  return (
    <SimpleGrid component="dl" m={0} {...grid}>
      {Object.entries(facts).map(([label, value]) => (
        <Stack key={label} gap={2}>
          <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
            {label}
          </Text>
          <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
            {value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
