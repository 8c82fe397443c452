/** Offers the draft found in this browser: restore it or discard it. */
import { Button, Group, Paper, Text } from '@mantine/core';

import { useLocale, useT } from '../../ui/i18n/language-context';
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
  const t = useT();
  const locale = useLocale();
  const saved = new Date(draft.savedAt).toLocaleString(locale);
  return (
    <Paper withBorder p="sm" mb="md" role="region" aria-label={t('rules.draft.label')}>
      <Group justify="space-between" gap="sm">
        <Text size="sm">{t('rules.draft.text', { saved })}</Text>
        <Group gap="xs">
          <Button size="xs" onClick={onRestore}>
            {t('rules.draft.restore')}
          </Button>
          <Button size="xs" variant="default" onClick={onDiscard}>
            {t('rules.draft.discard')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
