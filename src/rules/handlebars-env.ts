/**
 * One isolated Handlebars environment (Handlebars.create()) with the action's helpers. It is
 * used to parse templates and for its built-in helpers (if, unless, each, with, lookup); the
 * templates themselves run in template-runtime.ts, because Handlebars.compile generates code
 * with `new Function`, which the dashboard's Content-Security-Policy forbids.
 */
import Handlebars from 'handlebars';

import {
  cleanTitle,
  contextField,
  extractFromText,
  firstTruthy,
  mapLogin,
  prOrIssueText,
  sanitizeMarkdown,
} from './helpers';
import { markdownToHtml } from './markdown-to-html';
import { TARGET_NAMES, otherTarget, type RulesTarget } from './target';

export type HelperFunction = (this: unknown, ...args: unknown[]) => unknown;

/** Where helpers write log lines (invalid regex, {{log}}) during one render. */
let logSink: ((line: string) => void) | undefined;

export function withLogSink<T>(sink: (line: string) => void, run: () => T): T {
  const previous = logSink;
  logSink = sink;
  try {
    return run();
  } finally {
    logSink = previous;
  }
}

function log(line: string): void {
  logSink?.(line);
}

function argumentsOf(args: readonly unknown[]): unknown[] {
  // Handlebars passes its options object last.
  return args.slice(0, -1);
}

function mapHelper(this: unknown, login: unknown): unknown {
  return mapLogin(contextField(this, 'userMappings') ?? {}, login);
}

export const handlebars = Handlebars.create();

const customHelpers: Record<string, HelperFunction> = {
  clean_title: (text) => cleanTitle(text),
  sanitize_markdown: (text) => sanitizeMarkdown(text),
  markdown_to_html: (text) => new handlebars.SafeString(markdownToHtml(text)),
  extract_from_body(this: unknown, pattern) {
    return extractFromText(pattern, prOrIssueText(this, 'body'), log);
  },
  extract_from_title(this: unknown, pattern) {
    return extractFromText(pattern, prOrIssueText(this, 'title'), log);
  },
  extract_from_comments(this: unknown, pattern) {
    return extractFromText(pattern, String(contextField(this, 'comments') || ''), log);
  },
  map_host_to_tracker: mapHelper,
  map_github_to_asana: mapHelper,
  or: (...args) => firstTruthy(argumentsOf(args)),
  // The real {{log}} writes to the Actions log; here the lines go to the preview.
  log: (...args) => {
    log(argumentsOf(args).map(String).join(' '));
    return undefined;
  },
};

for (const [name, fn] of Object.entries(customHelpers)) {
  handlebars.registerHelper(name, fn as Handlebars.HelperDelegate);
}

/**
 * The helper registered under `name`. With a target, the other target's name of the mapping
 * helper is not registered: the real action has map_github_to_asana only, and an action built
 * to the spec map_host_to_tracker only.
 */
export function helperFunction(name: string, target?: RulesTarget): HelperFunction | undefined {
  if (target && name === TARGET_NAMES[otherTarget(target)].mapHelper) return undefined;
  if (!Object.prototype.hasOwnProperty.call(handlebars.helpers, name)) return undefined;
  return handlebars.helpers[name] as HelperFunction | undefined;
}

/** The helpers Handlebars' compiler knows without looking them up (knownHelpers). */
export const KNOWN_HELPERS: ReadonlySet<string> = new Set([
  'helperMissing',
  'blockHelperMissing',
  'each',
  'if',
  'unless',
  'with',
  'log',
  'lookup',
]);
