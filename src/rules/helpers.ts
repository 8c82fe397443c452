/**
 * The action's custom template helpers, as pure functions with the action's edge cases:
 * falsy text gives "", a non-string throws (the whole template then renders ""), an invalid
 * regex logs and gives "", and user mappings are looked up by own property only.
 */

const CONVENTIONAL_PREFIX = /^(feat|fix|chore|docs|style|refactor|perf|test)(\([^)]+\))?:\s*/;

function requireString(helper: string, value: unknown): string {
  if (typeof value !== 'string') {
    throw new TypeError(`${helper} expects text, got ${describe(value)}`);
  }
  return value;
}

export function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  return typeof value === 'object' ? 'an object' : typeof value;
}

/** Removes one leading conventional-commit prefix. */
export function cleanTitle(text: unknown): string {
  if (!text) return '';
  return requireString('clean_title', text).replace(CONVENTIONAL_PREFIX, '');
}

/**
 * Plain-text clean-up of a PR or issue body; not an HTML sanitizer. The steps and patterns are
 * the action's, in its order (rules-action-behaviour.md §9): a closing `</p >` with space before
 * the `>` is a paragraph end too, and `<p>` only as a whole word (`<pre>`, `<picture>` stay).
 */
export function sanitizeMarkdown(text: unknown): string {
  if (!text) return '';
  return requireString('sanitize_markdown', text)
    .replace(/\[!\[([^\]]*)\]\([^)]+(?:\s+"[^"]*")?\)\]\(([^)]+)\)/g, '')
    .replace(/!\[[^\]]*\]\([^)]+(?:\s+"[^"]*")?\)/g, '')
    .replace(/\[\/\/\]: # \([^)]*\)/g, '')
    .replace(/<details[^>]*>[\s\S]*?<\/details>/gi, '')
    .replace(/<img\b[^>]*>/gi, '')
    .replace(/<\/p\s*>/gi, '\n')
    .replace(/<p\b[^>]*>/gi, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/\r\n/g, '\n')
    .replace(/\r/g, '\n')
    .replace(/[ \t]+/g, ' ')
    .replace(/\n[ \t]*/g, '\n')
    .replace(/[ \t]*\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * First match of `pattern` (no flags) in `text`: group 1 when it took part, else the whole
 * match; "" when nothing matches or the pattern is invalid (reported through `log`).
 */
export function extractFromText(
  pattern: unknown,
  text: string,
  log: (line: string) => void,
): string {
  const source = String(pattern);
  let regex: RegExp;
  try {
    regex = new RegExp(source);
  } catch (error) {
    log(
      `Invalid regex pattern "${source}": ${error instanceof Error ? error.message : String(error)}`,
    );
    return '';
  }
  const match = regex.exec(text);
  if (!match) return '';
  return match[1] !== undefined ? match[1] : match[0];
}

/** Reads a field of `this` the way the action's helpers do (nothing inside #with/#each). */
export function contextField(context: unknown, ...path: string[]): unknown {
  let value: unknown = context;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** pr.x || issue.x || "" — an empty PR body falls through to the issue body. */
export function prOrIssueText(context: unknown, field: 'body' | 'title'): string {
  const text = contextField(context, 'pr', field) || contextField(context, 'issue', field) || '';
  return String(text);
}

/** The mapped user GID, or "" (own properties only: `constructor` is not a login). */
export function mapLogin(mappings: unknown, login: unknown): string {
  if (mappings === null || typeof mappings !== 'object' || typeof login !== 'string') return '';
  if (!Object.prototype.hasOwnProperty.call(mappings, login)) return '';
  const value = (mappings as Record<string, unknown>)[login];
  return typeof value === 'string' ? value : '';
}

/** The first JS-truthy value, else "". */
export function firstTruthy(values: readonly unknown[]): unknown {
  for (const value of values) if (value) return value;
  return '';
}
