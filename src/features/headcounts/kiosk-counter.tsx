import { ActionIcon, Box, Button, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconArrowBackUp, IconMinus, IconPlus } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { CSSProperties } from 'react';

import { useT } from '../../ui/i18n/language-context';
import { Message } from '../../ui/i18n/message';
import { questionWords } from './count-rules';
import type { CounterAction, CounterMemory } from './count-rules';
import classes from './kiosk-counter.module.css';
import type { KioskCountedType } from './kiosk-db';
import { MAX_PLAUSIBLE_TOTAL, parseTotal, totalProblemText } from './whole-number';

/**
 * Whether the counter's Undo still shows: it goes when the last change's few seconds are over
 * (a timer re-renders the counter then).
 */
function useUndoOpen(memory: CounterMemory): boolean {
  const [expired, setExpired] = useState<CounterMemory['last']>(null);
  const last = memory.last;
  useEffect(() => {
    if (!last) return;
    const timer = setTimeout(() => setExpired(last), Math.max(0, last.until - Date.now()));
    return () => clearTimeout(timer);
  }, [last]);
  return last !== null && last !== expired && memory.question === null;
}

/**
 * The counter's open question, in words, with its two answers; the safe one first. Entered from
 * the keyboard, it takes the focus itself (not a button: the Enter that opened it would press it).
 */
function CounterQuestion({
  type,
  memory,
  act,
  focusQuestion,
}: {
  type: KioskCountedType;
  memory: CounterMemory;
  act(action: CounterAction): void;
  /** Take the focus when it opens (it came from the keyboard). */
  focusQuestion: boolean;
}) {
  const t = useT();
  const titleId = useId();
  const detailId = useId();
  const group = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusQuestion) group.current?.focus();
  }, [focusQuestion]);
  if (!memory.question) return null;
  const words = questionWords(t, memory.question, type.name, type);
  return (
    <Box
      ref={group}
      tabIndex={-1}
      role="group"
      aria-labelledby={titleId}
      aria-describedby={detailId}
      className={classes.question}
      data-testid="count-question"
    >
      <Text id={titleId} fw={700} fz="lg" c="bright">
        {words.title}
      </Text>
      <Text id={detailId} size="md">
        {words.detail} {t('headcounts.counter.nothingChanges')}
      </Text>
      <div className={classes.answers}>
        <Button h={64} px="xs" fz="lg" variant="default" onClick={() => act({ type: 'cancel' })}>
          {t('headcounts.counter.cancel')}
        </Button>
        <Button h={64} px="xs" fz="lg" onClick={() => act({ type: 'keep' })}>
          {words.keep}
        </Button>
      </div>
    </Box>
  );
}

/**
 * One attendance type on the kiosk: a big minus, the total (typed directly, kept on Enter or
 * when leaving the field), a big plus; Undo for its last change; and, when a change is beyond
 * what is plausible, the question that must be answered before it is kept (count-rules.ts).
 */
export function KioskCounter({
  type,
  memory,
  act,
}: {
  type: KioskCountedType;
  memory: CounterMemory;
  act(action: CounterAction): void;
}) {
  const t = useT();
  // What is being typed; null when the field shows the total.
  const [draft, setDraft] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [fromKeyboard, setFromKeyboard] = useState(false);
  const hintId = useId();
  const inputId = useId();
  const undoOpen = useUndoOpen(memory);
  const { kept, question } = memory;

  /** Enters a typed total; a total that is no number or too large is refused, nothing kept. */
  const commitDraft = (keyboard: boolean) => {
    if (draft === null) return;
    const parsed = parseTotal(draft);
    setDraft(null);
    setFromKeyboard(keyboard);
    if (draft.trim() === '') {
      setProblem(null);
      return;
    }
    if ('problem' in parsed) {
      setProblem(
        t('headcounts.counter.notKept', {
          draft: draft.trim(),
          problem: totalProblemText(t, parsed.problem),
        }),
      );
      return;
    }
    setProblem(null);
    act({ type: 'enter', total: parsed.total });
  };

  // A total typed but not yet entered when the page goes away (a reload, a closed tab) is
  // entered, as leaving the field would: kept if plausible, otherwise dropped with its question.
  useEffect(() => {
    if (draft === null) return;
    const keepDraft = () => {
      const parsed = parseTotal(draft);
      if (!('problem' in parsed)) act({ type: 'enter', total: parsed.total });
    };
    window.addEventListener('pagehide', keepDraft);
    return () => window.removeEventListener('pagehide', keepDraft);
  }, [draft, act]);

  const step = (action: CounterAction) => {
    if (draft === null) {
      setProblem(null);
      setFromKeyboard(false);
    } else {
      commitDraft(false);
    }
    act(action);
  };

  const shown = draft ?? (kept === null ? '' : String(kept));
  const sizing = { '--digits': shown.length } as CSSProperties;
  const canRemove =
    question === null
      ? (kept ?? 0) > 0 || draft !== null
      : question.kind === 'removal' && question.proposed > 0;

  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'sm', sm: 'lg' }}
      className={classes.counter}
      style={{ borderTop: `10px solid ${type.color}`, ...sizing }}
      component="section"
      aria-label={type.name}
    >
      <Stack gap="xs">
        <Text
          component="label"
          htmlFor={inputId}
          fz={{ base: 22, sm: 28 }}
          fw={700}
          c="bright"
          lh={1.2}
        >
          {type.name}
        </Text>
        <div className={classes.controls}>
          <ActionIcon
            className={classes.minus}
            radius="xl"
            variant="default"
            aria-label={t('headcounts.counter.removeOne', { name: type.name })}
            disabled={!canRemove}
            onClick={() => step({ type: 'remove' })}
          >
            <IconMinus size={44} stroke={2.5} aria-hidden="true" />
          </ActionIcon>
          <TextInput
            id={inputId}
            className={classes.total}
            classNames={{ input: classes.input, error: classes.problem }}
            inputMode="numeric"
            autoComplete="off"
            placeholder="0"
            value={shown}
            disabled={question !== null}
            onChange={(event) => {
              setDraft(event.currentTarget.value);
              setProblem(null);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') commitDraft(true);
              if (event.key === 'Escape') {
                setDraft(null);
                setProblem(null);
              }
            }}
            onBlur={() => commitDraft(false)}
            error={problem}
            aria-describedby={kept === null ? hintId : undefined}
          />
          <ActionIcon
            className={classes.plus}
            radius="xl"
            aria-label={t('headcounts.counter.addOne', { name: type.name })}
            disabled={question !== null || (kept ?? 0) >= MAX_PLAUSIBLE_TOTAL}
            onClick={() => step({ type: 'add' })}
          >
            <IconPlus size={44} stroke={2.5} aria-hidden="true" />
          </ActionIcon>
        </div>
        {/* A row that keeps its height, so nothing moves when Undo comes and goes. */}
        <div className={classes.aside}>
          {undoOpen && memory.last ? (
            <Button
              className={classes.undo}
              variant="light"
              px="xs"
              leftSection={<IconArrowBackUp size={22} aria-hidden="true" />}
              aria-label={
                memory.last.before === null
                  ? t('headcounts.counter.undoToNoneLabel')
                  : t('headcounts.counter.undoToLabel', { before: memory.last.before })
              }
              onClick={() => act({ type: 'undo' })}
            >
              <span className={classes.undoLabel}>
                {memory.last.before === null ? (
                  <Message
                    id="headcounts.counter.undoToNone"
                    components={{ 0: <span className={classes.undoTo} /> }}
                  />
                ) : (
                  <Message
                    id="headcounts.counter.undoTo"
                    values={{ before: memory.last.before }}
                    components={{ 0: <span className={classes.undoTo} /> }}
                  />
                )}
              </span>
            </Button>
          ) : (
            <Text id={hintId} size="sm" c="dimmed" ta="center">
              {kept === null && draft === null ? t('headcounts.count.none') : ''}
            </Text>
          )}
        </div>
        <CounterQuestion
          key={question === null ? 'none' : question.kind}
          type={type}
          memory={memory}
          act={act}
          focusQuestion={fromKeyboard}
        />
      </Stack>
    </Paper>
  );
}
