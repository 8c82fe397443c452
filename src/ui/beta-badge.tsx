import { Badge, Tooltip, VisuallyHidden } from '@mantine/core';

/**
 * Marks an area whose API the service calls beta: its details may change. Not a tab stop (there
 * is nothing to do with it): a pointer hovers for its meaning, a screen reader reads it after it.
 */
export function BetaBadge({ api }: { api: string }) {
  const meaning = `The ${api} API is in beta; some details may change.`;
  return (
    <>
      <Tooltip label={meaning}>
        <Badge color="yellow.5" autoContrast size="lg">
          Beta
        </Badge>
      </Tooltip>
      <VisuallyHidden>{meaning}</VisuallyHidden>
    </>
  );
}
