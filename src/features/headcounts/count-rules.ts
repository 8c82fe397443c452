/**
 * When the kiosk keeps a count at once, when it asks first, and how a counter's last change is
 * undone (D123, D124). No React and no storage: each step takes the counter's memory, what the
 * person did and the time (epoch ms), and answers the new memory and what to store, so the rules
 * run on any clock and are tested on their own. A question is put in words in the kiosk's
 * language (questionWords).
 */
import type { Translate } from '../../lib/pure/i18n/translator';
import { MAX_PLAUSIBLE_TOTAL, MAX_TOTAL } from './whole-number';

/** How long a counter's last change shows Undo. */
export const UNDO_MS = 5_000;
/**
 * The outbox holds a change this much longer than Undo shows, so an undo tapped at the last
 * moment is stored before the sync loop may send the change.
 */
export const HOLD_MARGIN_MS = 1_000;
/** A "−" tap this soon after the previous one continues a run. */
export const RUN_GAP_MS = 1_500;
/** A run of "−" taps that would remove this many people asks first. */
export const RUN_QUESTION_AT = 5;
/** Where a type has no limit and no recent counts, a typed total above this asks first. */
export const NO_HISTORY_CEILING = 200;

/** What a type's counts are judged against, read at kiosk setup and stored with its config. */
export interface CountReference {
  /** The attendance type's capacity where the service has one (the real service's `limit`). */
  readonly limit: number | null;
  /** Its totals at the event's recent times, before the one counted. */
  readonly recentTotals: readonly number[];
}

/** "Not well beyond" a count: twice it, and at least 20 more for small rooms. */
const wellBeyond = (count: number) => Math.max(2 * count, count + 20);

/**
 * The highest total kept without asking. Under the type's limit where it has one; otherwise not
 * well beyond its highest recent count or its count now (a total someone kept or the service
 * had), and 200 where it has neither. Never above four digits: five are always asked about.
 */
export function plausibleCeiling(reference: CountReference, current: number | null): number {
  if (reference.limit !== null && reference.limit > 0)
    return Math.min(reference.limit, MAX_PLAUSIBLE_TOTAL);
  const fromRecent =
    reference.recentTotals.length === 0
      ? NO_HISTORY_CEILING
      : wellBeyond(Math.max(...reference.recentTotals));
  const fromCurrent = current === null ? 0 : wellBeyond(current);
  return Math.min(MAX_PLAUSIBLE_TOTAL, Math.max(fromRecent, fromCurrent));
}

/** A change that waits for a person's answer before anything is kept. */
export type Question =
  /** A typed total beyond what is plausible. */
  | { readonly kind: 'typed'; readonly before: number | null; readonly proposed: number }
  /** A quick run of "−" taps; further taps while it is open add to it. */
  | { readonly kind: 'removal'; readonly before: number; readonly proposed: number };

/** One counter's memory on the kiosk screen. */
export interface CounterMemory {
  /** The total kept (shown, and stored on this device); null when there is no count yet. */
  readonly kept: number | null;
  /** The last change, undone back to `before` until `until`. */
  readonly last: { readonly before: number | null; readonly until: number } | null;
  /** The run of "−" taps going on: the total before it and its last tap. */
  readonly run: { readonly before: number; readonly lastAt: number } | null;
  readonly question: Question | null;
}

export const counterMemory = (kept: number | null): CounterMemory => ({
  kept,
  last: null,
  run: null,
  question: null,
});

export type CounterAction =
  | { readonly type: 'add' }
  | { readonly type: 'remove' }
  /** A total typed and entered (already a whole number within four digits). */
  | { readonly type: 'enter'; readonly total: number }
  /** The answer to the open question: keep its change. */
  | { readonly type: 'keep' }
  /** The answer to the open question: change nothing. */
  | { readonly type: 'cancel' }
  | { readonly type: 'undo' };

/**
 * What to store after a step: a total the sync loop holds until `holdUntil`, or `null` for "no
 * count" again (an undo back to before the first count: the held entry is dropped unsent).
 */
export type StoreEffect =
  { readonly total: number; readonly holdUntil: number } | { readonly total: null };

export interface CounterStep {
  readonly memory: CounterMemory;
  /** Null when nothing needs storing. */
  readonly store: StoreEffect | null;
}

const heldFrom = (now: number) => now + UNDO_MS + HOLD_MARGIN_MS;

/** A kept change, undoable back to `before`, held in the outbox until Undo is over. */
function changeTo(
  total: number,
  before: number | null,
  now: number,
  run: CounterMemory['run'] = null,
): CounterStep {
  return {
    memory: { kept: total, last: { before, until: now + UNDO_MS }, run, question: null },
    store: { total, holdUntil: heldFrom(now) },
  };
}

function removeOne(memory: CounterMemory, now: number): CounterStep {
  const question = memory.question;
  if (question) {
    if (question.kind !== 'removal' || question.proposed === 0) return { memory, store: null };
    const grown = { ...question, proposed: question.proposed - 1 };
    return { memory: { ...memory, question: grown }, store: null };
  }
  if (memory.kept === null || memory.kept === 0) return { memory, store: null };
  const run = memory.run !== null && now - memory.run.lastAt <= RUN_GAP_MS ? memory.run : null;
  const before = run?.before ?? memory.kept;
  const next = memory.kept - 1;
  if (before - next >= RUN_QUESTION_AT) {
    // The run is asked about as a whole: the count is back where the run started until answered.
    return {
      memory: {
        kept: before,
        last: null,
        run: null,
        question: { kind: 'removal', before, proposed: next },
      },
      store: before === memory.kept ? null : { total: before, holdUntil: heldFrom(now) },
    };
  }
  // Undo takes back the whole run.
  return changeTo(next, before, now, { before, lastAt: now });
}

/** One step of a counter: what the person did at `now`, judged against the type's reference. */
export function counterStep(
  memory: CounterMemory,
  action: CounterAction,
  now: number,
  reference: CountReference,
): CounterStep {
  const unchanged = { memory, store: null };
  switch (action.type) {
    case 'add': {
      const next = (memory.kept ?? 0) + 1;
      // "+" stops at four digits: a fifth is typed, and asked about.
      if (memory.question || next > MAX_PLAUSIBLE_TOTAL) return unchanged;
      return changeTo(next, memory.kept, now);
    }
    case 'remove':
      return removeOne(memory, now);
    case 'enter': {
      const { total } = action;
      if (memory.question || total === memory.kept || total > MAX_TOTAL || total < 0) {
        return unchanged;
      }
      if (total > plausibleCeiling(reference, memory.kept)) {
        const question: Question = { kind: 'typed', before: memory.kept, proposed: total };
        return { memory: { ...memory, run: null, question }, store: null };
      }
      return changeTo(total, memory.kept, now);
    }
    case 'keep': {
      const question = memory.question;
      if (!question) return unchanged;
      if (question.proposed === memory.kept)
        return { memory: counterMemory(memory.kept), store: null };
      return changeTo(question.proposed, question.before, now);
    }
    case 'cancel':
      return memory.question ? { memory: { ...memory, question: null }, store: null } : unchanged;
    case 'undo': {
      if (!canUndo(memory, now) || !memory.last) return unchanged;
      const { before } = memory.last;
      return {
        memory: counterMemory(before),
        store: before === null ? { total: null } : { total: before, holdUntil: now },
      };
    }
  }
}

/** Whether the counter shows Undo at `now`. */
export function canUndo(memory: CounterMemory, now: number): boolean {
  return memory.last !== null && now < memory.last.until && memory.question === null;
}

/** The question in words, for a type of this name and reference. */
export function questionWords(
  t: Translate,
  question: Question,
  typeName: string,
  reference: CountReference,
): { title: string; detail: string; keep: string } {
  if (question.kind === 'removal') {
    const removed = question.before - question.proposed;
    return {
      title: t('headcounts.question.removeTitle', { removed, typeName }),
      detail: t('headcounts.question.removeDetail', {
        before: question.before,
        proposed: question.proposed,
      }),
      keep: t('headcounts.question.removeKeep', { removed }),
    };
  }
  const sentences = [
    question.proposed > MAX_PLAUSIBLE_TOTAL ? t('headcounts.question.fiveDigits') : null,
    referenceWords(t, reference),
    question.before === null ? null : t('headcounts.question.now', { before: question.before }),
  ];
  return {
    title: t('headcounts.question.recordTitle', { proposed: question.proposed, typeName }),
    detail: sentences.filter((sentence) => sentence !== null).join(' '),
    keep: t('headcounts.question.recordKeep', { proposed: question.proposed }),
  };
}

function referenceWords(t: Translate, { limit, recentTotals }: CountReference): string {
  if (limit !== null && limit > 0) return t('headcounts.question.limit', { limit });
  if (recentTotals.length === 0) return t('headcounts.question.noRecent');
  const low = Math.min(...recentTotals);
  const high = Math.max(...recentTotals);
  if (recentTotals.length === 1) return t('headcounts.question.lastWas', { total: high });
  if (low === high) return t('headcounts.question.allWere', { total: high });
  return t('headcounts.question.recentRange', { low, high });
}
