import { Badge, Tooltip, VisuallyHidden } from '@mantine/core';

/**
 * Marks an area whose API the service calls beta: its details may change. Not a tab stop (there
 * is nothing to do with it); a screen reader reads its meaning with it, a pointer hovers for it.
 */
export function BetaBadge({ api }: { api: string }) {
  const meaning = `The ${api} API is in beta; some details may change.`;
  return (
    <Tooltip label={meaning}>
      <Badge color="yellow.5" autoContrast size="lg">
        Beta<VisuallyHidden>: {meaning}</VisuallyHidden>
      </Badge>
    </Tooltip>
  );
}
