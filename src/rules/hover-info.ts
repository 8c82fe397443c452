/** Help for the word under the pointer: a rule key, a helper or a template variable. */
import {
  ALL_HELPERS,
  COMMENT_VARIABLES,
  CREATE_TASK_KEYS,
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

const ALL_KEYS = [...RULE_KEYS, ...WHEN_KEYS, ...THEN_KEYS, ...CREATE_TASK_KEYS];
const VARIABLES = [...TEMPLATE_VARIABLES, ...COMMENT_VARIABLES];

export function hoverAt(text: string, offset: number): HoverInfo | null {
  const isWord = (c: string | undefined) => c !== undefined && /[\w.@]/.test(c);
  let from = offset;
  let to = offset;
  while (from > 0 && isWord(text[from - 1])) from--;
  while (to < text.length && isWord(text[to])) to++;
  if (from === to) return null;
  const word = text.slice(from, to);
  const after = text.slice(to, to + 2);

  if (/^\s*:/.test(after) || after.startsWith(':')) {
    const key = ALL_KEYS.find((k) => k.key === word);
    if (key) return { from, to, title: key.key, doc: key.doc };
  }
  const helper = ALL_HELPERS.find((h) => h.name === word);
  if (helper) return { from, to, title: helper.signature, doc: helper.doc };
  const variable = VARIABLES.find((v) => v.path === word);
  if (variable) return { from, to, title: variable.path, doc: variable.doc };
  const key = ALL_KEYS.find((k) => k.key === word);
  if (key) return { from, to, title: key.key, doc: key.doc };
  return null;
}
