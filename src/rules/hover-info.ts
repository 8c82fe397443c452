/**
 * Help for the word under the pointer: a rule key, a helper, a template variable, or a value
 * (an event, an event action, a review state, a boolean of a known key, 'me'), each with what
 * it means for the target action. Names the target does not know say so.
 */
import { cursorContext, siblingEvent } from './cursor-context';
import { resolveTarget, targetLabel, targetSpelling, type RulesTarget } from './target';
import {
  ACTION_DOCS,
  ALL_HELPERS,
  BOOLEAN_DOCS,
  COMMENT_VARIABLES,
  CREATE_TASK_ACTIONS,
  CREATE_TASK_KEYS,
  EVENT_ACTIONS,
  EVENT_DOCS,
  REVIEW_STATE_DOCS,
  RULE_KEYS,
  TEMPLATE_VARIABLES,
  THEN_KEYS,
  WHEN_KEYS,
} from './vocabulary';

export interface HoverInfo {
  readonly from: number;
  readonly to: number;
  readonly title: string;
  readonly doc: string;
}

export interface HoverOptions {
  /** The action the file is for when its text does not say (as AnalyzeOptions.target). */
  readonly target?: RulesTarget;
}

const ALL_KEYS = [...RULE_KEYS, ...WHEN_KEYS, ...THEN_KEYS, ...CREATE_TASK_KEYS];
const VARIABLES = [...TEMPLATE_VARIABLES, ...COMMENT_VARIABLES];

/** A note for a key or helper name the target does not know. */
function unknownToTarget(word: string, target: RulesTarget): string {
  const renamed = targetSpelling(word, target);
  if (!renamed) return '';
  return ` Not known to ${targetLabel(target)}, which uses ${renamed}: rename it.`;
}

function actionDoc(action: string, event: string | undefined): string | undefined {
  const known = ACTION_DOCS[action];
  const ofEvent = event ? EVENT_ACTIONS[event] : undefined;
  if (ofEvent && !ofEvent.includes(action)) {
    return `${known ? `${known} ` : ''}But ${event} events have no '${action}' action, so this never matches.`;
  }
  const creates = (CREATE_TASK_ACTIONS as readonly string[]).includes(action);
  if (known) return known;
  const events = Object.entries(EVENT_ACTIONS)
    .filter(([, actions]) => actions.includes(action))
    .map(([name]) => name);
  if (events.length === 0) return undefined;
  return `An action of ${events.join(' and ')} events.${creates ? '' : ' Not for create_task rules (opened, labeled or ready_for_review).'}`;
}

/** Help for a value: what `key: word` means. */
function valueDoc(
  key: string,
  word: string,
  event: string | undefined,
  target: RulesTarget,
): { title: string; doc: string } | undefined {
  if (key === 'event') {
    const doc = EVENT_DOCS[word];
    return doc ? { title: `event: ${word}`, doc } : undefined;
  }
  if (key === 'action') {
    const doc = actionDoc(word, event);
    return doc ? { title: `action: ${word}`, doc } : undefined;
  }
  if (key === 'review_state') {
    const doc = REVIEW_STATE_DOCS[word];
    return doc ? { title: `review_state: ${word}`, doc } : undefined;
  }
  if (key === 'assignee' && word === 'me') {
    return {
      title: "assignee: 'me'",
      doc: 'The integration user (the owner of asana_token). The action removes it as a follower after creating the task.',
    };
  }
  if (word === 'true' || word === 'false') {
    const docs = BOOLEAN_DOCS[key];
    if (!docs) return undefined;
    return { title: `${key}: ${word}`, doc: `${docs[word]}${unknownToTarget(key, target)}` };
  }
  return undefined;
}

/** Help for `word` as a value: `key: word`, `key: [a, word]` or a `- word` item under `key:`. */
function valueAt(
  text: string,
  end: number,
  word: string,
  target: RulesTarget,
): { title: string; doc: string } | undefined {
  const context = cursorContext(text, end);
  if (context.kind === 'value' && context.key !== '') {
    return valueDoc(context.key, word, context.event, target);
  }
  const lineStart = text.lastIndexOf('\n', end - 1) + 1;
  const lineEnd = text.indexOf('\n', end);
  const line = text.slice(lineStart, lineEnd < 0 ? text.length : lineEnd);
  if (context.kind !== 'key' || !/^\s*-\s+['"]?[\w-]+['"]?\s*(#.*)?$/.test(line)) return undefined;
  const key = context.parents[context.parents.length - 1];
  if (!key) return undefined;
  const lines = text.slice(0, lineStart).split('\n');
  return valueDoc(key, word, siblingEvent(lines, lines.length - 1), target);
}

export function hoverAt(
  text: string,
  offset: number,
  options: HoverOptions = {},
): HoverInfo | null {
  const target = resolveTarget(text, options.target);
  const isWord = (c: string | undefined) => c !== undefined && /[\w.@]/.test(c);
  let from = offset;
  let to = offset;
  while (from > 0 && isWord(text[from - 1])) from--;
  while (to < text.length && isWord(text[to])) to++;
  if (from === to) return null;
  const word = text.slice(from, to);
  const after = text.slice(to, to + 2);
  const note = unknownToTarget(word, target);

  if (/^\s*:/.test(after) || after.startsWith(':')) {
    const key = ALL_KEYS.find((k) => k.key === word);
    if (key) return { from, to, title: key.key, doc: `${key.doc}${note}` };
  }
  const value = valueAt(text, to, word, target);
  if (value) return { from, to, ...value };
  const helper = ALL_HELPERS.find((h) => h.name === word);
  if (helper) return { from, to, title: helper.signature, doc: `${helper.doc}${note}` };
  const variable = VARIABLES.find((v) => v.path === word);
  if (variable) return { from, to, title: variable.path, doc: variable.doc };
  const key = ALL_KEYS.find((k) => k.key === word);
  if (key) return { from, to, title: key.key, doc: `${key.doc}${note}` };
  return null;
}
