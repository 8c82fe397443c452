import { Badge, Tooltip } from '@mantine/core';

/** Marks an area whose API the service calls beta: its details may change. */
export function BetaBadge({ api }: { api: string }) {
  return (
    <Tooltip label={`The ${api} API is in beta; some details may change.`}>
      <Badge color="yellow.5" autoContrast size="lg" tabIndex={0}>
        Beta
      </Badge>
    </Tooltip>
  );
}
