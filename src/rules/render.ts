/**
 * Renders one template value as the action does: Handlebars 4.7.9 semantics, no escaping,
 * non-strict; any error (syntax, missing helper, a helper that throws, a value that is not a
 * string) makes the whole value "", and the result says why.
 */
import { withLogSink } from './handlebars-env';
import { describe } from './helpers';
import type { RulesTarget } from './target';
import { parseTemplate } from './template-parse';
import { runTemplate } from './template-runtime';

export interface RenderResult {
  /** The rendered value as text ("" for nothing). */
  readonly text: string;
  /** Why the value rendered empty, as the action would log it. */
  readonly error?: string;
  /** Lines the helpers logged (invalid regex, {{log}}). */
  readonly logs: readonly string[];
}

function notAString(value: unknown): string {
  const shown =
    typeof value === 'number' || typeof value === 'boolean' ? String(value) : describe(value);
  return `You must pass a string or Handlebars AST to Handlebars.compile. You passed ${shown}`;
}

export interface RenderOptions {
  /**
   * The action whose helpers are registered: the real one has map_github_to_asana and no
   * map_host_to_tracker, an action built to the spec the reverse. Default: both (no target).
   */
  readonly target?: RulesTarget;
}

export function renderTemplate(
  template: unknown,
  context: object,
  options: RenderOptions = {},
): RenderResult {
  if (typeof template !== 'string') {
    return { text: '', error: `Template evaluation failed: ${notAString(template)}`, logs: [] };
  }
  const parsed = parseTemplate(template);
  if (!parsed.ok) {
    // Handlebars' own message names parser tokens; the explanation names the tag to fix.
    return {
      text: '',
      error: `Template evaluation failed: ${parsed.error.explanation}`,
      logs: [],
    };
  }
  const logs: string[] = [];
  // Only a failure's message is shown. Its stack is not worth recording: a missing helper throws
  // once per task, and a stack (mapped through source maps where they are on) cost a 500-rule
  // preview more than all its rendering.
  const stackTraceLimit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    const text = withLogSink(
      (line) => logs.push(line),
      () => runTemplate(parsed.program, context, options.target),
    );
    return { text, logs };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { text: '', error: `Template evaluation failed: ${message}`, logs };
  } finally {
    Error.stackTraceLimit = stackTraceLimit;
  }
}
