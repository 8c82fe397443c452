import { Badge } from '@mantine/core';

import type { RecordOf } from '../../../api/client-types';
import { useT } from '../../../ui/i18n/language-context';
import { kindLabel } from './kind-label';

/** The catalog's check-in kinds ('Regular', 'Guest', 'Volunteer'). */
export type CheckInKind = RecordOf<'/check_ins/v2/check_ins'>['attributes']['kind'];

/**
 * A check-in's kind as a light badge, coloured by kind: Mantine's badge classes with
 * first-paint.css's `narthex-small-badge`, not <Badge>, which writes eight inline styles on each,
 * and a list has one per row (D182).
 */
const kindColors: Readonly<Record<CheckInKind, string>> = {
  Regular: 'blue',
  Guest: 'grape',
  // Light teal, green and orange badges fall short of 4.5:1 in the light scheme.
  Volunteer: 'violet',
};

export function KindBadge({ kind }: { kind: string }) {
  const t = useT();
  return (
    <SmallBadge
      variant="light"
      color={Object.hasOwn(kindColors, kind) ? kindColors[kind as CheckInKind] : 'gray'}
    >
      {kindLabel(t, kind)}
    </SmallBadge>
  );
}

/** A small badge of first-paint.css's colours (blue, grape, violet; gray, also outlined). */
export function SmallBadge({
  variant,
  color,
  children,
}: {
  variant: 'light' | 'outline';
  color: string;
  children: string;
}) {
  return (
    <div
      className={`${Badge.classes.root ?? ''} narthex-small-badge`}
      data-variant={variant}
      data-size="sm"
      data-color={color}
    >
      <span className={Badge.classes.label}>{children}</span>
    </div>
  );
}
