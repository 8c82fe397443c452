/**
 * What `Table.ScrollContainer` is in this app (vite.config.ts points Mantine's Table at it):
 * Mantine's own with `type="native"`, a plain scrolling box. Mantine's imports ScrollArea for its
 * other type even when unused, and with it floating-ui, which every table page then loaded
 * before its first row (20 kB gzip).
 */
import { Box } from '@mantine/core';
import type { ComponentPropsWithoutRef } from 'react';

export interface TableScrollContainerProps extends ComponentPropsWithoutRef<'div'> {
  /** The table's width below which the box scrolls sideways. */
  minWidth: number | string;
  /** A height above which the box scrolls down. */
  maxHeight?: number | string;
}

export function TableScrollContainer({
  minWidth,
  maxHeight,
  style,
  children,
  ...others
}: TableScrollContainerProps) {
  return (
    <Box
      {...others}
      style={{
        // The containing block of what is positioned inside (text for screen readers only), so the
        // box clips it: otherwise it sits where the table runs past a phone's edge and widens the
        // page, and a phone's browser zooms out to show it.
        position: 'relative',
        overflowX: 'auto',
        ...(maxHeight === undefined ? {} : { overflowY: 'auto' }),
        ...style,
      }}
    >
      <div style={{ minWidth, maxHeight }}>{children}</div>
    </Box>
  );
}
