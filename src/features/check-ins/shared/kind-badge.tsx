import { Badge } from '@mantine/core';

import type { RecordOf } from '../../../api/client-types';

/** The catalog's check-in kinds ('Regular', 'Guest', 'Volunteer'). */
export type CheckInKind = RecordOf<'/check_ins/v2/check_ins'>['attributes']['kind'];

// A narrow table column must not cut a badge's words short.
export const noShrink = { minWidth: 'max-content' } as const;

const kindColors: Readonly<Record<CheckInKind, string>> = {
  Regular: 'blue',
  Guest: 'grape',
  // Light teal, green and orange badges fall short of 4.5:1 in the light scheme.
  Volunteer: 'violet',
};

export function KindBadge({ kind }: { kind: string }) {
  return (
    <Badge
      variant="light"
      color={Object.hasOwn(kindColors, kind) ? kindColors[kind as CheckInKind] : 'gray'}
      size="sm"
      radius="sm"
      tt="none"
      style={noShrink}
    >
      {kind || 'Unknown'}
    </Badge>
  );
}
