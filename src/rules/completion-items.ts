/** What to offer at the cursor: keys, values, helpers and variables, with their help text. */
import { cursorContext } from './cursor-context';
import { resolveTarget, targetSpelling, type RulesTarget } from './target';
import {
  BUILT_IN_HELPERS,
  COMMENT_VARIABLES,
  CREATE_TASK_ACTIONS,
  CREATE_TASK_KEYS,
  CUSTOM_HELPERS,
  EVENT_ACTIONS,
  REVIEW_STATES,
  RULE_KEYS,
  SUPPORTED_EVENTS,
  TEMPLATE_VARIABLES,
  THEN_KEYS,
  WHEN_KEYS,
  type KeyDoc,
} from './vocabulary';

export interface CompletionItem {
  readonly label: string;
  readonly type: 'property' | 'keyword' | 'function' | 'variable' | 'constant';
  readonly detail?: string;
  readonly info?: string;
  /** Text to insert instead of the label. */
  readonly apply?: string;
}

export interface Completions {
  readonly from: number;
  readonly items: readonly CompletionItem[];
}

const BOOLEAN_KEYS = new Set([
  'merged',
  'draft',
  'has_tracker_tasks',
  'has_asana_tasks',
  'mark_complete',
  'attach_pr_to_tasks',
]);

function keyItems(keys: readonly KeyDoc[]): CompletionItem[] {
  return keys.map((k) => ({ label: k.key, type: 'property', info: k.doc, apply: `${k.key}: ` }));
}

/** Keys allowed in the mapping whose key is the innermost parent. */
export function keysFor(parents: readonly string[]): readonly KeyDoc[] {
  const parent = parents[parents.length - 1];
  if (parent === 'when') return WHEN_KEYS;
  if (parent === 'then') return THEN_KEYS;
  if (parent === 'create_task') return CREATE_TASK_KEYS;
  if (parent === 'rules') return RULE_KEYS;
  if (parent === undefined) return [{ key: 'rules', doc: 'The list of rules.' }];
  return [];
}

function valueItems(key: string, event: string | undefined): CompletionItem[] {
  const constants = (values: readonly string[], detail?: string): CompletionItem[] =>
    values.map((label) => ({ label, type: 'constant', ...(detail ? { detail } : {}) }));
  if (key === 'event') return constants(SUPPORTED_EVENTS, 'event');
  if (key === 'action') {
    const actions = event ? EVENT_ACTIONS[event] : undefined;
    return constants(actions ?? CREATE_TASK_ACTIONS, event ? `${event} action` : 'action');
  }
  if (BOOLEAN_KEYS.has(key)) return constants(['true', 'false']);
  if (key === 'review_state') return constants(REVIEW_STATES, 'review state');
  if (key === 'assignee')
    return [{ label: "'me'", type: 'constant', detail: 'the integration user' }];
  return [];
}

function templateItems(comment: boolean, target: RulesTarget): CompletionItem[] {
  const known = [...CUSTOM_HELPERS, ...BUILT_IN_HELPERS].filter(
    (h) => targetSpelling(h.name, target) === undefined,
  );
  const helpers = known.map((h): CompletionItem => ({
    label: h.name,
    type: 'function',
    detail: h.signature,
    info: h.doc,
  }));
  const variables = (comment ? COMMENT_VARIABLES : TEMPLATE_VARIABLES).map((v): CompletionItem => ({
    label: v.path,
    type: 'variable',
    info: v.doc,
  }));
  return [...variables, ...helpers];
}

export interface CompletionOptions {
  /** The action the file is for when its text does not say (as AnalyzeOptions.target). */
  readonly target?: RulesTarget;
}

/** What to offer at `offset`; names the target does not know are left out. */
export function completionsAt(
  text: string,
  offset: number,
  options: CompletionOptions = {},
): Completions | null {
  const target = resolveTarget(text, options.target);
  const context = cursorContext(text, offset);
  switch (context.kind) {
    case 'key': {
      const items = keyItems(
        keysFor(context.parents).filter((k) => targetSpelling(k.key, target) === undefined),
      );
      return items.length > 0 ? { from: context.from, items } : null;
    }
    case 'value': {
      const items = valueItems(context.key, context.event);
      return items.length > 0 ? { from: context.from, items } : null;
    }
    case 'template': {
      const line = text.slice(text.lastIndexOf('\n', offset - 1) + 1, offset);
      const comment =
        /post_pr_comment\s*:/.test(line) || context.parents.includes('post_pr_comment');
      return { from: context.from, items: templateItems(comment, target) };
    }
    default:
      return null;
  }
}
