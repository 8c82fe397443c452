/** Parses templates with Handlebars' own parser (cached), reporting where a syntax error is. */
import { handlebars } from './handlebars-env';
import type { Program } from './template-ast';
import { explainSyntaxError } from './template-syntax';

export interface TemplateSyntaxError {
  /** Handlebars' own message (what the action logs). */
  readonly message: string;
  /** Offset in the template text where Handlebars stopped. */
  readonly offset: number;
  /** The problem in words (no token names), e.g. "`{{#if}}` is never closed: add `{{/if}}`". */
  readonly explanation: string;
  /** What to underline, in template offsets: the tag that causes the problem. */
  readonly from: number;
  readonly to: number;
}

export type ParseOutcome =
  | { readonly ok: true; readonly program: Program }
  | { readonly ok: false; readonly error: TemplateSyntaxError };

const CACHE_LIMIT = 5000;
const cache = new Map<string, ParseOutcome>();

interface LexerLocation {
  first_line: number;
  first_column: number;
}

function lexerLocation(): LexerLocation | undefined {
  const parser = (handlebars as unknown as { Parser?: { lexer?: { yylloc?: LexerLocation } } })
    .Parser;
  return parser?.lexer?.yylloc;
}

/** Offset of a 1-based line and 0-based column in `text`. */
export function offsetOf(text: string, line: number, column: number): number {
  let offset = 0;
  for (let l = 1; l < line; l++) {
    const nl = text.indexOf('\n', offset);
    if (nl < 0) return text.length;
    offset = nl + 1;
  }
  return Math.min(offset + column, text.length);
}

function syntaxError(text: string, error: unknown): TemplateSyntaxError {
  const message = error instanceof Error ? error.message : String(error);
  const withPosition = error as { lineNumber?: number; column?: number };
  let offset: number;
  if (typeof withPosition.lineNumber === 'number' && typeof withPosition.column === 'number') {
    offset = offsetOf(text, withPosition.lineNumber, withPosition.column);
  } else {
    const location = lexerLocation();
    offset = location ? offsetOf(text, location.first_line, location.first_column) : 0;
  }
  const explained = explainSyntaxError(text, message, offset);
  return {
    message,
    offset,
    explanation: explained.message,
    from: explained.from,
    to: explained.to,
  };
}

export function parseTemplate(text: string): ParseOutcome {
  const cached = cache.get(text);
  if (cached) return cached;
  let outcome: ParseOutcome;
  try {
    outcome = { ok: true, program: handlebars.parse(text) as unknown as Program };
  } catch (error) {
    outcome = { ok: false, error: syntaxError(text, error) };
  }
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(text, outcome);
  return outcome;
}

/** Whether a string would be evaluated as more than plain text. */
export function looksLikeTemplate(text: string): boolean {
  return text.includes('{{');
}

/** Forgets parsed templates (benchmarks measure cold work). */
export function clearTemplateCache(): void {
  cache.clear();
}
