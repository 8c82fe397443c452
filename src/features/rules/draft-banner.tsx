/** Offers the draft found in this browser: restore it or discard it. */
import { Button, Group, Paper, Text } from '@mantine/core';

import type { Draft } from './draft-store';

export function DraftBanner({
  draft,
  onRestore,
  onDiscard,
}: {
  draft: Draft;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  const saved = new Date(draft.savedAt);
  return (
    <Paper withBorder p="sm" mb="md" role="region" aria-label="Saved draft">
      <Group justify="space-between" gap="sm">
        <Text size="sm">
          A draft of your rules from {saved.toLocaleString()} is saved in this browser.
        </Text>
        <Group gap="xs">
          <Button size="xs" onClick={onRestore}>
            Restore draft
          </Button>
          <Button size="xs" variant="default" onClick={onDiscard}>
            Discard
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
