import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One labelled fact of a record (a batch, a deposit, a donation). */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <div>{children}</div>
    </Stack>
  );
}
