import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { translatorOf } from '../../lib/pure/i18n/translator';
import { testLanguage } from '../../ui/testing/test-providers';
import {
  NO_HISTORY_CEILING,
  RUN_GAP_MS,
  RUN_QUESTION_AT,
  UNDO_MS,
  canUndo,
  counterMemory,
  counterStep,
  plausibleCeiling,
  questionWords,
} from './count-rules';
import type { CountReference, CounterAction, CounterMemory } from './count-rules';
import { MAX_PLAUSIBLE_TOTAL, MAX_TOTAL } from './whole-number';

const t = translatorOf(testLanguage('en').i18n);

const recent = (...recentTotals: number[]): CountReference => ({ limit: null, recentTotals });
const overflow = recent(12, 40, 25);

/** Runs actions at the given times; answers every memory and the total stored after each. */
function run(
  start: CounterMemory,
  steps: readonly (readonly [CounterAction, number])[],
  reference: CountReference = overflow,
) {
  let memory = start;
  let stored = start.kept;
  const seen: { memory: CounterMemory; stored: number | null }[] = [];
  for (const [action, now] of steps) {
    const step = counterStep(memory, action, now, reference);
    memory = step.memory;
    if (step.store) stored = step.store.total;
    seen.push({ memory, stored });
  }
  return { memory, stored, seen };
}

const add = { type: 'add' } as const;
const remove = { type: 'remove' } as const;
const keep = { type: 'keep' } as const;
const cancel = { type: 'cancel' } as const;
const undo = { type: 'undo' } as const;
const enter = (total: number) => ({ type: 'enter', total }) as const;

describe('plausibleCeiling', () => {
  it('is the type’s limit where it has one, whatever its history', () => {
    expect(plausibleCeiling({ limit: 60, recentTotals: [200] }, 300)).toBe(60);
  });

  it('is well beyond the highest recent count, at least 20 more for small rooms', () => {
    expect(plausibleCeiling(recent(12, 40, 25), null)).toBe(80);
    expect(plausibleCeiling(recent(3, 3), null)).toBe(23);
  });

  it('rises with the count now, never falls with it', () => {
    expect(plausibleCeiling(recent(12, 40), 300)).toBe(600);
    expect(plausibleCeiling(recent(12, 40), 0)).toBe(80);
    expect(plausibleCeiling(recent(), 0)).toBe(NO_HISTORY_CEILING);
  });

  it('is 200 for a type with no limit and no recent counts, and never above four digits', () => {
    expect(plausibleCeiling(recent(), null)).toBe(NO_HISTORY_CEILING);
    expect(plausibleCeiling(recent(9_000), null)).toBe(MAX_PLAUSIBLE_TOTAL);
    expect(plausibleCeiling({ limit: 50_000, recentTotals: [] }, null)).toBe(MAX_PLAUSIBLE_TOTAL);
  });

  it('is never below a recent count, the count now or the limit (property)', () => {
    fc.assert(
      fc.property(
        fc.option(fc.integer({ min: 1, max: MAX_PLAUSIBLE_TOTAL }), { nil: null }),
        fc.array(fc.integer({ min: 0, max: MAX_PLAUSIBLE_TOTAL })),
        fc.option(fc.integer({ min: 0, max: MAX_PLAUSIBLE_TOTAL }), { nil: null }),
        (limit, recentTotals, current) => {
          const ceiling = plausibleCeiling({ limit, recentTotals }, current);
          expect(ceiling).toBeLessThanOrEqual(MAX_PLAUSIBLE_TOTAL);
          if (limit !== null) expect(ceiling).toBe(limit);
          else
            for (const total of [...recentTotals, current ?? 0])
              expect(ceiling).toBeGreaterThanOrEqual(total);
        },
      ),
    );
  });
});

describe('a typed total', () => {
  it('is kept at once when plausible, held for Undo', () => {
    const step = counterStep(counterMemory(20), enter(35), 1_000, overflow);
    expect(step.memory.kept).toBe(35);
    expect(step.store).toEqual({ total: 35, holdUntil: 1_000 + UNDO_MS + 1_000 });
    expect(canUndo(step.memory, 1_000 + UNDO_MS - 1)).toBe(true);
    expect(canUndo(step.memory, 1_000 + UNDO_MS)).toBe(false);
  });

  it('beyond what is plausible asks first and keeps nothing until answered', () => {
    const asked = counterStep(counterMemory(20), enter(1_234), 0, overflow);
    expect(asked.store).toBeNull();
    expect(asked.memory.kept).toBe(20);
    expect(asked.memory.question).toEqual({ kind: 'typed', before: 20, proposed: 1_234 });
    expect(questionWords(t, asked.memory.question!, 'Overflow Room', overflow)).toEqual({
      title: 'Record 1,234 in Overflow Room?',
      detail: 'Recent counts here were 12 to 40. It is 20 now.',
      keep: 'Keep 1,234',
    });

    // While asked, the counter takes nothing else; Cancel keeps what was there.
    const { memory, stored } = run(asked.memory, [
      [add, 1],
      [enter(30), 2],
      [cancel, 3],
    ]);
    expect(memory).toEqual(counterMemory(20));
    expect(stored).toBe(20);

    const kept = counterStep(asked.memory, keep, 5, overflow);
    expect(kept.memory.kept).toBe(1_234);
    expect(kept.store).toEqual({ total: 1_234, holdUntil: 5 + UNDO_MS + 1_000 });
  });

  it('says what it is judged against: the limit, the recent counts, or that there are none', () => {
    const question = { kind: 'typed', before: null, proposed: 90 } as const;
    expect(questionWords(t, question, 'Kids', { limit: 60, recentTotals: [] }).detail).toBe(
      'Its limit is 60.',
    );
    expect(questionWords(t, question, 'Kids', recent(3, 3)).detail).toBe(
      'Recent counts here were all 3.',
    );
    expect(questionWords(t, question, 'Kids', recent(30)).detail).toBe(
      'The last count here was 30.',
    );
    expect(questionWords(t, question, 'Kids', recent()).detail).toBe(
      'There are no recent counts here to compare with.',
    );
  });

  it('asks about five digits whatever the limit; above five is never kept; "+" stops at four', () => {
    const asked = counterStep(counterMemory(20), enter(12_345), 0, {
      limit: 50_000,
      recentTotals: [],
    });
    expect(asked.memory.question).toEqual({ kind: 'typed', before: 20, proposed: 12_345 });
    expect(asked.store).toBeNull();
    const question = asked.memory.question;
    if (!question) throw new Error('no question');
    expect(questionWords(t, question, 'Kids', recent(30)).detail).toBe(
      'That is five digits: check for a slip. The last count here was 30. It is 20 now.',
    );
    const beyond = counterStep(counterMemory(20), enter(MAX_TOTAL + 1), 0, recent(MAX_TOTAL));
    expect(beyond).toEqual({ memory: counterMemory(20), store: null });
    expect(counterStep(counterMemory(MAX_PLAUSIBLE_TOTAL), add, 0, overflow).store).toBeNull();
  });
});

describe('a run of "−" taps', () => {
  it('asks about seven quick taps as one removal, with the count back where it started', () => {
    const taps = Array.from({ length: 7 }, (_, i) => [remove, i * 200] as const);
    const { memory, stored, seen } = run(counterMemory(40), taps);
    // Four taps count down as usual; the fifth turns the run into a question.
    expect(seen.slice(0, 4).map((s) => s.memory.kept)).toEqual([39, 38, 37, 36]);
    expect(memory.kept).toBe(40);
    expect(stored).toBe(40);
    expect(memory.question).toEqual({ kind: 'removal', before: 40, proposed: 33 });
    expect(questionWords(t, memory.question!, 'Overflow Room', overflow)).toEqual({
      title: 'Remove 7 people from Overflow Room?',
      detail: 'The count would go from 40 to 33.',
      keep: 'Remove 7',
    });

    const removed = counterStep(memory, keep, 3_000, overflow);
    expect(removed.memory.kept).toBe(33);
    expect(removed.store).toEqual({ total: 33, holdUntil: 3_000 + UNDO_MS + 1_000 });
    // Undo takes back the whole removal, at once.
    const undone = counterStep(removed.memory, undo, 3_000 + UNDO_MS - 1, overflow);
    expect(undone.memory).toEqual(counterMemory(40));
    expect(undone.store).toEqual({ total: 40, holdUntil: 3_000 + UNDO_MS - 1 });
  });

  it('counts slow taps one by one, each undoable on its own', () => {
    const slow = RUN_GAP_MS + 1;
    const taps = Array.from({ length: 7 }, (_, i) => [remove, i * slow] as const);
    const { memory } = run(counterMemory(40), taps);
    expect(memory.kept).toBe(33);
    expect(memory.question).toBeNull();
    expect(memory.last?.before).toBe(34);
  });

  it('takes back a short run as a whole', () => {
    const { memory } = run(counterMemory(40), [
      [add, 0],
      [remove, 2_000],
      [remove, 2_100],
      [remove, 2_200],
      [undo, 2_300],
    ]);
    expect(memory.kept).toBe(41);
  });

  it('never goes below zero, and a question stops at zero', () => {
    const taps = Array.from({ length: 12 }, () => [remove, 0] as const);
    const { memory } = run(counterMemory(6), taps);
    expect(memory.question).toEqual({ kind: 'removal', before: 6, proposed: 0 });
    expect(counterStep(counterMemory(0), remove, 0, overflow).store).toBeNull();
  });
});

describe('undo', () => {
  it('back to "no count yet" drops the change unsent', () => {
    const first = counterStep(counterMemory(null), add, 0, overflow);
    expect(first.store).toEqual({ total: 1, holdUntil: UNDO_MS + 1_000 });
    const undone = counterStep(first.memory, undo, 10, overflow);
    expect(undone).toEqual({ memory: counterMemory(null), store: { total: null } });
  });

  it('is over after its few seconds', () => {
    const first = counterStep(counterMemory(3), add, 0, overflow);
    expect(counterStep(first.memory, undo, UNDO_MS, overflow).store).toBeNull();
  });
});

const actions: fc.Arbitrary<CounterAction> = fc.oneof(
  fc.constant(add),
  fc.constant(remove),
  fc.constant(remove),
  fc.constant(keep),
  fc.constant(cancel),
  fc.constant(undo),
  fc.integer({ min: 0, max: 1_000 }).map(enter),
  fc.integer({ min: MAX_PLAUSIBLE_TOTAL - 10, max: MAX_TOTAL + 10 }).map(enter),
);
const timedActions = (gapMax: number) =>
  fc.array(fc.tuple(actions, fc.integer({ min: 0, max: gapMax })), { maxLength: 60 });
const references: fc.Arbitrary<CountReference> = fc.record({
  limit: fc.option(fc.integer({ min: 1, max: 500 }), { nil: null }),
  recentTotals: fc.array(fc.integer({ min: 0, max: 400 }), { maxLength: 8 }),
});
const starts = fc.option(fc.integer({ min: 0, max: 500 }), { nil: null });

/** Gaps between actions to absolute times. */
function timed(steps: readonly (readonly [CounterAction, number])[]) {
  let now = 1_000;
  return steps.map(([action, gap]) => [action, (now += gap)] as const);
}

describe('counter steps (properties)', () => {
  it('what is stored always equals what is kept, within 0 to 99,999', () => {
    fc.assert(
      fc.property(starts, timedActions(3_000), references, (start, steps, reference) => {
        for (const { memory, stored } of run(counterMemory(start), timed(steps), reference).seen) {
          expect(stored).toBe(memory.kept);
          if (memory.kept !== null) {
            expect(memory.kept).toBeGreaterThanOrEqual(0);
            expect(memory.kept).toBeLessThanOrEqual(MAX_TOTAL);
          }
        }
      }),
    );
  });

  it('without a "keep" answer, no typed total beyond the ceiling is kept', () => {
    fc.assert(
      fc.property(starts, timedActions(3_000), references, (start, steps, reference) => {
        let memory = counterMemory(start);
        for (const [action, now] of timed(steps)) {
          if (action.type === 'keep') continue;
          const ceiling = plausibleCeiling(reference, memory.kept);
          memory = counterStep(memory, action, now, reference).memory;
          if (action.type === 'enter' && memory.kept === action.total) {
            expect(action.total).toBeLessThanOrEqual(ceiling);
          }
        }
      }),
    );
  });

  it('without a "keep" answer, quick "−" taps never remove five or more', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 500 }),
        fc.array(fc.integer({ min: 0, max: RUN_GAP_MS }), { maxLength: 40 }),
        (start, gaps) => {
          const { seen } = run(
            counterMemory(start),
            timed(gaps.map((gap) => [remove, gap] as const)),
          );
          for (const { memory } of seen) {
            expect(start - (memory.kept ?? 0)).toBeLessThan(RUN_QUESTION_AT);
          }
        },
      ),
    );
  });

  it('an undo in time brings back the total before the last change', () => {
    fc.assert(
      fc.property(starts, timedActions(3_000), references, (start, steps, reference) => {
        let memory = counterMemory(start);
        for (const [action, now] of timed(steps)) {
          const before = memory.kept;
          memory = counterStep(memory, action, now, reference).memory;
          if (memory.kept !== before && canUndo(memory, now)) {
            expect(counterStep(memory, undo, now, reference).memory.kept).toBe(memory.last?.before);
          }
        }
      }),
    );
  });
});
