/**
 * Two create_task rules that one event can match: the action runs every matching rule and does
 * not de-duplicate, so that event creates two tasks. Conservative: rules overlap when their
 * event is the same, their action sets meet (an omitted action meets every action) and no
 * condition written in both excludes the other (different booleans, different labels, disjoint
 * author or review-state lists). has_labels never excludes: a PR can carry both labels.
 */

export interface DuplicateTask {
  /** The later rule, which gets the warning. */
  readonly rule: number;
  /** The earlier rule it overlaps with. */
  readonly other: number;
  readonly event: string;
  /** The actions both rules match, or 'any' when neither restricts the action. */
  readonly actions: readonly string[] | 'any';
}

function record(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

function stringList(value: unknown): string[] | undefined {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  return undefined;
}

/** A create_task rule's conditions, read once. */
interface Conditions {
  readonly index: number;
  readonly event: string;
  /** undefined: any action. */
  readonly actions: readonly string[] | undefined;
  readonly merged: unknown;
  readonly draft: unknown;
  readonly tracker: unknown;
  readonly label: unknown;
  readonly authors: ReadonlySet<string> | undefined;
  readonly reviewStates: ReadonlySet<string> | undefined;
}

function setOf(value: unknown): ReadonlySet<string> | undefined {
  const list = stringList(value);
  return list ? new Set(list) : undefined;
}

function conditionsOf(index: number, when: Record<string, unknown>): Conditions {
  return {
    index,
    event: String(when.event),
    actions: when.action === undefined ? undefined : (stringList(when.action) ?? []),
    merged: when.merged,
    draft: when.draft,
    tracker: when.has_asana_tasks ?? when.has_tracker_tasks,
    label: when.label,
    authors: setOf(when.author),
    reviewStates: setOf(when.review_state),
  };
}

function differentBooleans(a: unknown, b: unknown): boolean {
  return typeof a === 'boolean' && typeof b === 'boolean' && a !== b;
}

function disjoint(a: ReadonlySet<string> | undefined, b: ReadonlySet<string> | undefined): boolean {
  if (!a || !b) return false;
  for (const value of a) if (b.has(value)) return false;
  return true;
}

/** Whether a condition written in both rules means no event matches both. */
function excludes(a: Conditions, b: Conditions): boolean {
  return (
    differentBooleans(a.merged, b.merged) ||
    differentBooleans(a.draft, b.draft) ||
    differentBooleans(a.tracker, b.tracker) ||
    (typeof a.label === 'string' && typeof b.label === 'string' && a.label !== b.label) ||
    disjoint(a.authors, b.authors) ||
    disjoint(a.reviewStates, b.reviewStates)
  );
}

/** The actions two rules both match: undefined when they share none. */
function sharedActions(
  a: readonly string[] | undefined,
  b: readonly string[] | undefined,
): readonly string[] | 'any' | undefined {
  if (!a && !b) return 'any';
  const shared = !a ? b : !b ? a : a.filter((action) => b.includes(action));
  return shared && shared.length > 0 ? shared : undefined;
}

/** For each create_task rule that an earlier one overlaps with: the first such pair. */
export function duplicateCreateRules(rules: readonly unknown[]): DuplicateTask[] {
  const byEvent = new Map<string, Conditions[]>();
  const found: DuplicateTask[] = [];
  rules.forEach((rule, index) => {
    const when = record(record(rule).when);
    if (!record(record(rule).then).create_task || typeof when.event !== 'string') return;
    const later = conditionsOf(index, when);
    const earlier = byEvent.get(later.event) ?? [];
    for (const other of earlier) {
      const actions = sharedActions(other.actions, later.actions);
      if (actions === undefined || excludes(other, later)) continue;
      found.push({ rule: index, other: other.index, event: later.event, actions });
      break;
    }
    earlier.push(later);
    byEvent.set(later.event, earlier);
  });
  return found;
}

export function duplicateTaskMessage(duplicate: DuplicateTask): string {
  const on =
    duplicate.actions === 'any'
      ? `${duplicate.event} events`
      : `${duplicate.event} ${duplicate.actions.join('/')} events`;
  return `this rule and rule ${duplicate.other} both create a task on ${on}, and no condition written in both tells them apart: the action runs every matching rule and does not de-duplicate, so such an event gets two tasks. Merge the rules, or add a condition that excludes the other (for example different author lists, or draft: true / draft: false).`;
}
