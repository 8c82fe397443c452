/**
 * Template syntax errors in words an author can act on: which tag is never closed and what to
 * add, which close tag does not match which open tag. Handlebars' own parser only says
 * "Expecting 'OPEN_INVERSE_CHAIN', 'INVERSE', 'OPEN_ENDBLOCK', got 'EOF'" at the end of the
 * text; this scan finds the opening tag. Used only for templates Handlebars refuses.
 */

export interface SyntaxExplanation {
  readonly message: string;
  /** Offsets in the template of what to underline. */
  readonly from: number;
  readonly to: number;
}

interface OpenBlock {
  readonly name: string;
  readonly sigil: '#' | '^';
  readonly from: number;
  readonly to: number;
}

interface Tag {
  readonly from: number;
  /** End of the tag (after its closing braces), or undefined when it is never closed. */
  readonly to: number | undefined;
  readonly inner: string;
  readonly problem?: SyntaxExplanation;
}

const NAME = /^[^\s}~()=]+/;

function shown(text: string): string {
  const line = text.split('\n')[0] ?? '';
  return line.length > 30 ? `${line.slice(0, 30)}…` : line;
}

/** Reads one tag starting at `from` (at "{{"): its end, honouring strings and parentheses. */
function readTag(template: string, from: number): Tag {
  let at = from + 2;
  if (template[at] === '~') at++;
  const triple = template[at] === '{';
  if (template.startsWith('!--', at)) {
    const match = /--~?\}\}/.exec(template.slice(at + 3));
    if (!match) {
      return {
        from,
        to: undefined,
        inner: '',
        problem: {
          message: 'the comment `{{!--` is never closed: add `--}}`',
          from,
          to: Math.min(template.length, at + 3),
        },
      };
    }
    return { from, to: at + 3 + match.index + match[0].length, inner: '!' };
  }
  if (template[at] === '!') {
    const close = template.indexOf('}}', at);
    if (close < 0) {
      return {
        from,
        to: undefined,
        inner: '',
        problem: {
          message: 'the comment `{{!` is never closed: add `}}`',
          from,
          to: Math.min(template.length, at + 1),
        },
      };
    }
    return { from, to: close + 2, inner: '!' };
  }
  const closer = triple ? '}}}' : '}}';
  const start = triple ? at + 1 : at;
  let depth = 0;
  let openParen = -1;
  for (let i = start; i < template.length; i++) {
    const c = template[i];
    if (c === '"' || c === "'") {
      let j = i + 1;
      while (j < template.length && template[j] !== c) j += template[j] === '\\' ? 2 : 1;
      if (j >= template.length) {
        // A quote in text after a tag that is never closed (`{{pr.title don't`) is not a string.
        if (template.indexOf(closer, i) < 0) break;
        return {
          from,
          to: undefined,
          inner: '',
          problem: {
            message: `the string ${c}${shown(template.slice(i + 1))} in \`${shown(template.slice(from))}\` is never closed: add the closing ${c}`,
            from: i,
            to: Math.min(template.length, i + 1),
          },
        };
      }
      i = j;
      continue;
    }
    if (c === '(') {
      if (depth === 0) openParen = i;
      depth++;
      continue;
    }
    if (c === ')') {
      depth--;
      if (depth < 0) {
        return {
          from,
          to: undefined,
          inner: '',
          problem: {
            message: `\`)\` in \`${shown(template.slice(from))}\` closes no \`(\`: remove it`,
            from: i,
            to: i + 1,
          },
        };
      }
      continue;
    }
    const end = template[i] === '~' && template.startsWith(closer, i + 1) ? i + 1 : i;
    if (template.startsWith(closer, end)) {
      if (depth > 0) {
        return {
          from,
          to: undefined,
          inner: '',
          problem: {
            message: `the \`(\` in \`${shown(template.slice(from, end + closer.length))}\` is never closed: add \`)\` before \`${closer}\``,
            from: openParen,
            to: openParen + 1,
          },
        };
      }
      return { from, to: end + closer.length, inner: template.slice(start, i).trim() };
    }
    if (!triple && template.startsWith('{{', i)) break;
  }
  const written = shown(template.slice(from));
  return {
    from,
    to: undefined,
    inner: '',
    problem: {
      message: `\`${written}\` is never closed: add \`${closer}\` after it`,
      from,
      to: Math.min(template.length, from + written.length),
    },
  };
}

function blockName(rest: string): string {
  const trimmed = rest.replace(/^[>*]\s*/, '');
  const match = NAME.exec(trimmed.trimStart());
  return match ? match[0] : '';
}

/** The first structural problem of a template's tags, or undefined when the tags look right. */
export function blockStructureProblem(template: string): SyntaxExplanation | undefined {
  const stack: OpenBlock[] = [];
  let at = 0;
  while (at < template.length) {
    const open = template.indexOf('{{', at);
    if (open < 0) break;
    if (open > 0 && template[open - 1] === '\\' && template[open - 2] !== '\\') {
      at = open + 2;
      continue;
    }
    if (template.startsWith('{{{{', open)) return undefined;
    const tag = readTag(template, open);
    if (tag.problem) return tag.problem;
    const to = tag.to ?? template.length;
    at = to;
    const inner = tag.inner;
    if (inner.startsWith('!')) continue;
    const sigil = inner[0];
    if (sigil === '#' || (sigil === '^' && inner.slice(1).trim() !== '')) {
      stack.push({ name: blockName(inner.slice(1)), sigil, from: open, to });
      continue;
    }
    if (sigil === '/') {
      const name = blockName(inner.slice(1));
      const top = stack.pop();
      if (!top) {
        return {
          message: `\`{{/${name}}}\` closes nothing: there is no \`{{#${name} …}}\` open before it. Remove it, or add the opening tag`,
          from: open,
          to,
        };
      }
      if (top.name !== name) {
        return {
          message: `\`{{/${name}}}\` does not match the open \`{{${top.sigil}${top.name}}}\`: each block ends with its own name, so close \`{{${top.sigil}${top.name}}}\` with \`{{/${top.name}}}\`${stack.some((b) => b.name === name) ? ` before \`{{/${name}}}\`` : ''}`,
          from: open,
          to,
        };
      }
      continue;
    }
    if ((inner === 'else' || /^else\s/.test(inner) || inner === '^') && stack.length === 0) {
      return {
        message: `\`{{${inner}}}\` is outside any block: it belongs between \`{{#if …}}\` and \`{{/if}}\``,
        from: open,
        to,
      };
    }
  }
  const innermost = stack.pop();
  if (!innermost) return undefined;
  const outer = [...stack].reverse().map((b) => `\`{{/${b.name}}}\``);
  return {
    message: `\`{{${innermost.sigil}${innermost.name}}}\` is never closed: add \`{{/${innermost.name}}}\`${outer.length > 0 ? ` (and then ${outer.join(', ')} for the blocks around it)` : ''}`,
    from: innermost.from,
    to: innermost.to,
  };
}

/** Handlebars' token names, in words. */
const TOKEN_WORDS: Readonly<Record<string, string>> = {
  EOF: 'the end of the template',
  CLOSE: '`}}`',
  CLOSE_UNESCAPED: '`}}}`',
  CLOSE_SEXPR: '`)`',
  CLOSE_RAW_BLOCK: '`}}}}`',
  OPEN_SEXPR: 'a value',
  ID: 'a value',
  STRING: 'a value',
  NUMBER: 'a value',
  BOOLEAN: 'a value',
  UNDEFINED: 'a value',
  NULL: 'a value',
  DATA: 'a value',
  SEP: '`.`',
  EQUALS: '`=`',
  OPEN_ENDBLOCK: 'a closing `{{/…}}`',
  OPEN_INVERSE_CHAIN: '`{{else}}`',
  INVERSE: '`{{else}}`',
  OPEN_BLOCK_PARAMS: '`as |…|`',
  CLOSE_BLOCK_PARAMS: '`|`',
  INVALID: 'a character that cannot stand here',
  CONTENT: 'text',
  OPEN: '`{{`',
};

function words(tokens: readonly string[]): string[] {
  return [...new Set(tokens.map((t) => TOKEN_WORDS[t] ?? 'something else'))];
}

/** Handlebars' parse error message without its token names. */
export function describeParseError(raw: string): string {
  const expecting = /Expecting (.*), got '([A-Z_]+)'/.exec(raw);
  if (expecting) {
    const expected = words(
      [...(expecting[1] ?? '').matchAll(/'([A-Z_]+)'/g)].map((m) => m[1] ?? ''),
    );
    const got = words([expecting[2] ?? ''])[0] ?? 'something else';
    const list =
      expected.length > 3 ? `${expected.slice(0, 3).join(', ')} or similar` : expected.join(' or ');
    return `expected ${list}, found ${got}`;
  }
  const mismatch = /^(\S+) doesn't match (\S+)/.exec(raw);
  if (mismatch) {
    return `\`{{/${mismatch[2] ?? ''}}}\` does not match the open \`{{#${mismatch[1] ?? ''}}}\``;
  }
  return (raw.split('\n')[0] ?? raw).replace(/ - \d+:\d+$/, '');
}

/**
 * What is wrong with a template Handlebars refuses: a structural problem at the tag that causes
 * it, else Handlebars' message in words at the position it reports.
 */
export function explainSyntaxError(
  template: string,
  raw: string,
  offset: number,
): SyntaxExplanation {
  const structural = blockStructureProblem(template);
  if (structural) return structural;
  return {
    message: describeParseError(raw),
    from: offset,
    to: Math.min(template.length, offset + 2),
  };
}
