import { Group, Text } from '@mantine/core';
import { IconCheck, IconMinus } from '@tabler/icons-react';

import { useT } from './i18n/language-context';

export interface BooleanTextProps {
  value: boolean | null | undefined;
  /** The words for true and false; "Yes" and "No" in the page's language by default. */
  yes?: string;
  no?: string;
  /** What a missing value reads as. */
  unknown?: string;
}

/** Yes / No in words with a small decorative icon; never a bare icon. */
export function BooleanText({ value, yes, no, unknown = '—' }: BooleanTextProps) {
  const t = useT();
  if (value === null || value === undefined) {
    return (
      <Text span c="dimmed" size="sm">
        {unknown}
      </Text>
    );
  }
  const Icon = value ? IconCheck : IconMinus;
  return (
    <Group gap={4} wrap="nowrap" component="span" display="inline-flex">
      <Icon size={14} stroke={2} aria-hidden="true" />
      <Text span size="sm">
        {value ? (yes ?? t('common.yes')) : (no ?? t('common.no'))}
      </Text>
    </Group>
  );
}
