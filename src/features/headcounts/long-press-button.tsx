import { Box, Button, Text } from '@mantine/core';
import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';

const holdKeys = new Set(['Enter', ' ']);
const holdMs = 2_000;
/** How long the hint stays up on a phone after a press let go too soon. */
const nudgeMs = 4_000;

/**
 * A button that acts only after being held: a pointer held down on it, or Enter / Space held
 * while it has focus. Letting go early cancels. A bar fills while it is held. The hint is its
 * description; a phone shows it only after a press let go too soon, to keep the header one row.
 */
export function LongPressButton({
  children,
  hint,
  onComplete,
}: {
  children: ReactNode;
  /** Says how to use it; read as the button's description. */
  hint: string;
  onComplete(): void;
}) {
  const [holding, setHolding] = useState(false);
  const [nudged, setNudged] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const nudge = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const hintId = useId();

  const cancel = () => {
    if (timer.current !== undefined) {
      setNudged(true);
      clearTimeout(nudge.current);
      nudge.current = setTimeout(() => setNudged(false), nudgeMs);
    }
    clearTimeout(timer.current);
    timer.current = undefined;
    setHolding(false);
  };
  const begin = () => {
    if (timer.current !== undefined) return;
    setHolding(true);
    timer.current = setTimeout(() => {
      timer.current = undefined;
      setHolding(false);
      onComplete();
    }, holdMs);
  };
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      clearTimeout(nudge.current);
    },
    [],
  );

  const onKeyDown = (event: KeyboardEvent) => {
    if (!holdKeys.has(event.key)) return;
    // No click on Enter: only holding counts.
    event.preventDefault();
    if (!event.repeat) begin();
  };
  const onKeyUp = (event: KeyboardEvent) => {
    if (!holdKeys.has(event.key)) return;
    event.preventDefault();
    cancel();
  };

  return (
    // As wide as the button: the hint wraps below it rather than widening the kiosk's header.
    <Box w="min-content">
      <Button
        variant="default"
        size="lg"
        mih={64}
        miw={64}
        aria-describedby={hintId}
        onPointerDown={(event) => {
          if (event.button !== 0) return;
          event.currentTarget.setPointerCapture(event.pointerId);
          begin();
        }}
        onPointerUp={cancel}
        onPointerCancel={cancel}
        onLostPointerCapture={cancel}
        onKeyDown={onKeyDown}
        onKeyUp={onKeyUp}
        onBlur={cancel}
        onContextMenu={(event) => event.preventDefault()}
        style={{ position: 'relative', overflow: 'hidden', touchAction: 'none' }}
      >
        <Box
          aria-hidden="true"
          style={{
            position: 'absolute',
            insetBlock: 0,
            insetInlineStart: 0,
            width: holding ? '100%' : '0%',
            background: 'var(--mantine-color-red-light)',
            transition: holding ? `width ${holdMs}ms linear` : 'none',
          }}
        />
        <span style={{ position: 'relative' }}>{children}</span>
      </Button>
      <Text id={hintId} size="xs" c="dimmed" mt={4} visibleFrom={nudged ? undefined : 'sm'}>
        {hint}
      </Text>
    </Box>
  );
}
