/**
 * Evaluates a rule's `when` against a sample event as the action does (all conditions ANDed,
 * every condition optional but event) and says for each condition why it held or not.
 */
import { labelName, type SampleEvent } from './sample-event';
import { targetLabel, targetSpelling, type RulesTarget } from './target';
import { findTaskIds } from './tracker-links';

export interface ConditionResult {
  readonly key: string;
  readonly expected: unknown;
  readonly matched: boolean;
  readonly reason: string;
}

export interface MatchResult {
  readonly matched: boolean;
  readonly conditions: readonly ConditionResult[];
}

const taskIdsByEvent = new WeakMap<SampleEvent, string[]>();

/** Task links in the body (PR body, else issue body): what has_tracker_tasks compares with. */
export function bodyTaskIds(event: SampleEvent): string[] {
  let ids = taskIdsByEvent.get(event);
  if (!ids) {
    ids = findTaskIds(event.pr ? event.pr.body : event.issue?.body);
    taskIdsByEvent.set(event, ids);
  }
  return ids;
}

function list(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? value.map(String) : [];
}

function show(value: unknown): string {
  return Array.isArray(value) ? value.map((v) => String(v)).join(', ') : String(value);
}

function condition(key: string, expected: unknown, event: SampleEvent): ConditionResult {
  const [matched, reason] = evaluate(key, expected, event);
  return { key, expected, matched, reason };
}

function result(matched: boolean, reason: string): [boolean, string] {
  return [matched, reason];
}

function evaluate(key: string, expected: unknown, event: SampleEvent): [boolean, string] {
  switch (key) {
    case 'event': {
      const matched = expected === event.event.name;
      return result(matched, `the event is ${event.event.name}`);
    }
    case 'action': {
      const matched = list(expected).includes(event.event.action);
      return result(
        matched,
        `the action is ${event.event.action || '(none)'}${matched ? '' : `, not ${show(expected)}`}`,
      );
    }
    case 'merged':
    case 'draft': {
      if (!event.pr) return result(false, `there is no pull request, so ${key} never matches`);
      const actual = event.pr[key] === true;
      return result(actual === expected, `the pull request is ${actual ? '' : 'not '}${key}`);
    }
    case 'label': {
      const name = labelName(event);
      if (name === undefined)
        return result(
          false,
          'no label was just added or removed (only labeled/unlabeled events have one)',
        );
      return result(name === expected, `the label just added or removed is ${name}`);
    }
    case 'has_labels': {
      const labels = event.pr?.labels ?? event.issue?.labels ?? [];
      const hit = list(expected).filter((l) => labels.includes(l));
      return result(
        hit.length > 0,
        labels.length === 0 ? 'it carries no labels' : `it carries ${labels.join(', ')}`,
      );
    }
    case 'review_state': {
      const state = event.review?.state;
      if (state === undefined) return result(false, 'there is no review on this event');
      return result(list(expected).includes(state), `the review state is ${state}`);
    }
    case 'has_tracker_tasks':
    case 'has_asana_tasks': {
      const ids = bodyTaskIds(event);
      const actual = ids.length > 0;
      return result(
        actual === expected,
        actual
          ? `the body links ${ids.length === 1 ? 'task' : 'tasks'} ${ids.join(', ')}`
          : 'the body links no task',
      );
    }
    case 'author': {
      const author = event.pr ? event.pr.author : event.issue?.author;
      const wanted = list(expected);
      const matched = author !== undefined && wanted.includes(author);
      const caseOnly =
        !matched &&
        author !== undefined &&
        wanted.some((w) => w.toLowerCase() === author.toLowerCase());
      return result(
        matched,
        `the author is ${author ?? '(unknown)'}${caseOnly ? ' (logins match case-sensitively)' : ''}`,
      );
    }
    default:
      return result(true, 'the action ignores this unknown condition');
  }
}

export interface MatchOptions {
  /**
   * The action that matches: a condition it does not know by that name (has_tracker_tasks for
   * the real action) is ignored, as the action ignores unknown keys. Default: both names count.
   */
  readonly target?: RulesTarget;
}

export function matchRule(
  when: unknown,
  event: SampleEvent,
  options: MatchOptions = {},
): MatchResult {
  if (when === null || typeof when !== 'object' || Array.isArray(when)) {
    return { matched: false, conditions: [] };
  }
  const { target } = options;
  const conditions = Object.entries(when as Record<string, unknown>).map(([key, expected]) => {
    const renamed = target ? targetSpelling(key, target) : undefined;
    if (target && renamed) {
      return {
        key,
        expected,
        matched: true,
        reason: `${targetLabel(target)} does not know ${key} and ignores it (it reads ${renamed})`,
      };
    }
    return condition(key, expected, event);
  });
  return { matched: conditions.every((c) => c.matched), conditions };
}
