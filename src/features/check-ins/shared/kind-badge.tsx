import { Badge } from '@mantine/core';

import type { RecordOf } from '../../../api/client-types';
import classes from './kind-badge.module.css';

/** The catalog's check-in kinds ('Regular', 'Guest', 'Volunteer'). */
export type CheckInKind = RecordOf<'/check_ins/v2/check_ins'>['attributes']['kind'];

// A narrow table column must not cut a badge's words short.
export const noShrink = { minWidth: 'max-content' } as const;

/**
 * A check-in's kind as a light badge, coloured by kind (kind-badge.module.css). Mantine's badge
 * classes with ours, not <Badge>: it writes eight inline styles on each, and a list has one per
 * row (D182).
 */
export function KindBadge({ kind }: { kind: string }) {
  return (
    <div
      className={`${Badge.classes.root ?? ''} ${classes.kind ?? ''}`}
      data-variant="light"
      data-size="sm"
      data-kind={kind}
    >
      <span className={Badge.classes.label}>{kind || 'Unknown'}</span>
    </div>
  );
}
