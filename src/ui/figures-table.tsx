import { Box, Table, Text } from '@mantine/core';
import { useId, type ReactNode, type Ref } from 'react';

import { useT } from './i18n/language-context';

/**
 * A wide table of figures under its caption: the caption sits outside the scrolling box (a table
 * opened scrolled to its end never cuts it), and the box is a focusable, named region so that
 * keyboard users can scroll it.
 */
export function FiguresTable({
  caption,
  scrollerRef,
  children,
}: {
  caption: string;
  scrollerRef?: Ref<HTMLDivElement>;
  /** The table's head, body and foot. */
  children: ReactNode;
}) {
  const captionId = useId();
  const t = useT();
  return (
    <>
      <Text id={captionId} size="sm" c="dimmed" mb={4}>
        {caption}
      </Text>
      <Box
        ref={scrollerRef}
        role="region"
        aria-label={t('ui.figuresTable.scrollable', { caption })}
        tabIndex={0}
        style={{ overflowX: 'auto' }}
      >
        <Table
          striped
          withTableBorder
          verticalSpacing={6}
          horizontalSpacing="xs"
          fz="sm"
          aria-labelledby={captionId}
        >
          {children}
        </Table>
      </Box>
    </>
  );
}
