import { ActionIcon, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { useEffect, useId, useState } from 'react';
import type { CSSProperties } from 'react';

import classes from './kiosk-counter.module.css';
import type { KioskAttendanceType } from './kiosk-db';
import { parseTotal } from './whole-number';

const TARGET = 96;

/**
 * One attendance type on the kiosk: a big minus, the total (typed directly, kept on Enter or
 * when leaving the field), a big plus.
 */
export function KioskCounter({
  type,
  total,
  currentTotal,
  onChange,
}: {
  type: KioskAttendanceType;
  /** What the screen shows; null when there is no count yet. */
  total: number | null;
  /** The freshest total, for taps faster than the screen. */
  currentTotal(): number | null;
  onChange(total: number): void;
}) {
  // What is being typed; null when the field shows the total.
  const [draft, setDraft] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const hintId = useId();
  const inputId = useId();

  /** Keeps a typed total; answers the total to build on, or null if what was typed is no number. */
  const commitDraft = (): number | null => {
    const base = currentTotal();
    if (draft === null) return base ?? 0;
    const parsed = parseTotal(draft);
    if ('problem' in parsed) {
      setProblem(parsed.problem);
      return null;
    }
    setDraft(null);
    setProblem(null);
    if (parsed.total !== base) onChange(parsed.total);
    return parsed.total;
  };

  // A total typed but not yet kept when the page goes away (a reload, a closed tab) is kept,
  // as leaving the field would.
  useEffect(() => {
    if (draft === null) return;
    const keepDraft = () => {
      const parsed = parseTotal(draft);
      if (!('problem' in parsed) && parsed.total !== currentTotal()) onChange(parsed.total);
    };
    window.addEventListener('pagehide', keepDraft);
    return () => window.removeEventListener('pagehide', keepDraft);
  }, [draft, currentTotal, onChange]);

  const step = (by: number) => {
    const base = commitDraft();
    if (base === null) return;
    const next = base + by;
    if (next >= 0) onChange(next);
  };

  const shown = draft ?? (total === null ? '' : String(total));
  const sizing = { '--kiosk-target': `${TARGET}px`, '--digits': shown.length } as CSSProperties;

  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      className={classes.counter}
      style={{ borderTop: `10px solid ${type.color}`, ...sizing }}
      component="section"
      aria-label={type.name}
    >
      <Stack gap="sm">
        <Text
          component="label"
          htmlFor={inputId}
          fz={{ base: 24, sm: 28 }}
          fw={700}
          c="bright"
          lh={1.2}
        >
          {type.name}
        </Text>
        <div className={classes.controls}>
          <ActionIcon
            className={classes.minus}
            size={TARGET}
            radius="xl"
            variant="default"
            aria-label={`Remove one ${type.name}`}
            disabled={(total ?? 0) <= 0 && draft === null}
            onClick={() => step(-1)}
          >
            <IconMinus size={44} stroke={2.5} aria-hidden="true" />
          </ActionIcon>
          <TextInput
            id={inputId}
            className={classes.total}
            classNames={{ input: classes.input }}
            inputMode="numeric"
            autoComplete="off"
            placeholder="0"
            value={shown}
            onChange={(event) => {
              setDraft(event.currentTarget.value);
              setProblem(null);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') commitDraft();
              if (event.key === 'Escape') {
                setDraft(null);
                setProblem(null);
              }
            }}
            onBlur={() => void commitDraft()}
            error={problem}
            aria-describedby={total === null ? hintId : undefined}
          />
          <ActionIcon
            className={classes.plus}
            size={TARGET}
            radius="xl"
            aria-label={`Add one ${type.name}`}
            onClick={() => step(1)}
          >
            <IconPlus size={44} stroke={2.5} aria-hidden="true" />
          </ActionIcon>
        </div>
        <Text id={hintId} size="sm" c="dimmed" ta="center" mih="1.5em">
          {total === null && draft === null ? 'No count yet' : ''}
        </Text>
      </Stack>
    </Paper>
  );
}
