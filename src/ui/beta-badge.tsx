import { Badge, Tooltip, VisuallyHidden } from '@mantine/core';

import { useT } from './i18n/language-context';

/**
 * Marks an area whose API the service calls beta: its details may change. Not a tab stop (there
 * is nothing to do with it): a pointer hovers for its meaning, a screen reader reads it after it.
 */
export function BetaBadge({ api }: { api: string }) {
  const t = useT();
  const meaning = t('ui.beta.meaning', { api });
  return (
    <>
      <Tooltip label={meaning}>
        <Badge color="yellow.5" autoContrast size="lg">
          {t('ui.beta.badge')}
        </Badge>
      </Tooltip>
      <VisuallyHidden>{meaning}</VisuallyHidden>
    </>
  );
}
