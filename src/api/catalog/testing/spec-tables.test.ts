import { describe, expect, it } from 'vitest';
import {
  appOfHeadings,
  expandPath,
  extractSpecModel,
  parseAllowedValues,
  parseAssociationCell,
  parseAttributeCell,
  parseMarkdown,
  parseMethodCell,
  parseNameGroups,
  parseNameType,
  parsePathPrefixes,
  parseSpecType,
  parseWhereParameters,
  parseWritableCell,
  splitTableRow,
  splitTopLevel,
  SpecSyntaxError,
} from './spec-tables';

const str = { type: 'string', nullable: false, notes: [] } as const;

describe('splitTableRow', () => {
  it('splits on pipes, trimming cells and dropping the outer pipes', () => {
    expect(splitTableRow('| a | b c |  |')).toEqual(['a', 'b c', '']);
    expect(splitTableRow('a | b')).toEqual(['a', 'b']);
  });

  it('keeps pipes inside backtick code spans and escaped pipes', () => {
    expect(splitTableRow('| `a | b` | c \\| d | ``x ` | y`` |')).toEqual([
      '`a | b`',
      'c | d',
      '``x ` | y``',
    ]);
  });

  it('treats an unmatched backtick as text', () => {
    expect(splitTableRow('| it`s | b |')).toEqual(['it`s', 'b']);
  });
});

describe('parseMarkdown', () => {
  const markdown = [
    '# Doc',
    '## Check-ins things',
    'Some prose | with a pipe.',
    '',
    '| Name | Type |',
    '|---|:---:|',
    '| `x|y` | string |',
    '| short |',
    'after the table',
    '',
    '```',
    '| Not | A table |',
    '|---|---|',
    '```',
    '## Giving',
    '1. Rule one.',
  ].join('\n');

  it('finds tables with their headings, padding short rows', () => {
    const { tables } = parseMarkdown(markdown);
    expect(tables).toEqual([
      {
        headings: ['Doc', 'Check-ins things'],
        header: ['Name', 'Type'],
        rows: [
          ['`x|y`', 'string'],
          ['short', ''],
        ],
        line: 5,
      },
    ]);
  });

  it('returns prose lines and list items, without code blocks', () => {
    const { lines } = parseMarkdown(markdown);
    expect(lines.map((l) => l.text)).toEqual([
      'Some prose | with a pipe.',
      'after the table',
      'Rule one.',
    ]);
    expect(lines.at(-1)?.headings).toEqual(['Doc', 'Giving']);
  });

  it('tells the app of a section from the innermost heading naming one app', () => {
    expect(appOfHeadings(['API: Conventions, Check-ins and Giving', 'Giving resources'])).toBe(
      'giving',
    );
    expect(appOfHeadings(['People App', 'Endpoints', 'Read endpoints'])).toBe('people');
    expect(appOfHeadings(['API: Conventions, Check-ins and Giving', 'Endpoints'])).toBeUndefined();
  });
});

describe('spec notations', () => {
  it('splits lists at top-level separators only', () => {
    expect(splitTopLevel('a:string, b:array of {c:string, d:integer}, e (x, y)', ',')).toEqual([
      'a:string',
      'b:array of {c:string, d:integer}',
      'e (x, y)',
    ]);
  });

  it('reads name:type with "or null" and annotations', () => {
    expect(parseNameType('payment_method_sub:string or null')).toEqual({
      name: 'payment_method_sub',
      type: { type: 'string', nullable: true, notes: [] },
    });
    expect(parseNameType('fee_cents:integer (may be negative)').type).toEqual({
      type: 'integer',
      nullable: false,
      notes: ['may be negative'],
    });
    expect(parseNameType('schedule:object (JSON billing schedule; structure: not shown)')).toEqual({
      name: 'schedule',
      type: {
        type: 'object',
        nullable: false,
        notes: ['JSON billing schedule; structure: not shown'],
      },
    });
    expect(parseNameType('verified:unspecified or null').type.nullable).toBe(true);
  });

  it('reads "array of {...}" with its members', () => {
    expect(
      parseSpecType('array of {number:string, carrier:string or null, location:string}'),
    ).toEqual({
      type: 'array',
      nullable: false,
      notes: [],
      items: [
        { name: 'number', type: str },
        { name: 'carrier', type: { ...str, nullable: true } },
        { name: 'location', type: str },
      ],
    });
  });

  it('maps the spellings of types and rejects unknown ones', () => {
    expect(parseSpecType('date_time').type).toBe('datetime');
    expect(parseSpecType('unspecified type').type).toBe('unspecified');
    expect(() => parseSpecType('float')).toThrow(SpecSyntaxError);
    expect(() => parseNameType('no type here')).toThrow(SpecSyntaxError);
  });

  it('reads attribute and association cells', () => {
    expect(parseAttributeCell('none')).toEqual({ kind: 'none' });
    expect(parseAttributeCell('attributes: not shown').kind).toBe('notShown');
    expect(parseAttributeCell('(see note below)').kind).toBe('notShown');
    expect(parseAttributeCell('a:string, b:object (structure: not shown)')).toMatchObject({
      kind: 'list',
      fields: [{ name: 'a' }, { name: 'b' }],
    });
    expect(parseAssociationCell('none listed')).toEqual([]);
    expect(parseAssociationCell('fund->Fund, to->Person')).toEqual([
      { name: 'fund', target: 'Fund' },
      { name: 'to', target: 'Person' },
    ]);
    expect(() => parseAssociationCell('fund: Fund')).toThrow(SpecSyntaxError);
  });

  it('reads grouped names, carrying a type back over its group', () => {
    const { names, params } = parseNameGroups(
      'a, b (integer); c; d (unspecified type), e (date_time); filter=include_deleted',
      str,
    );
    expect(names.map((n) => `${n.name}:${n.type?.type ?? '?'}`)).toEqual([
      'a:integer',
      'b:integer',
      'c:string',
      'd:unspecified',
      'e:datetime',
    ]);
    expect(params).toEqual([{ name: 'filter', value: 'include_deleted' }]);
    expect(parseNameGroups('x, y', undefined).names).toEqual([{ name: 'x' }, { name: 'y' }]);
  });

  it('reads where parameters and writable cells', () => {
    expect(parseWhereParameters('where[code]: string, match on code')).toEqual([
      { name: 'code', type: str },
    ]);
    expect(parseWritableCell('none (soft delete: sets deleted_at)')).toEqual({ kind: 'none' });
    expect(parseWritableCell('same as create')).toEqual({ kind: 'sameAsCreate' });
    expect(parseWritableCell('code:string, kind:string')).toMatchObject({
      kind: 'list',
      names: [{ name: 'code' }, { name: 'kind' }],
    });
  });

  it('reads allowed values, quoted and dated values, and null', () => {
    expect(parseAllowedValues("active, 'on hold indefinitely', 'on hold until {date}'")).toEqual({
      values: ['active', 'on hold indefinitely'],
      datedPrefixes: ['on hold until '],
      nullable: false,
    });
    expect(parseAllowedValues('cards: credit, debit; bank accounts: checking, savings')).toEqual({
      values: ['credit', 'debit', 'checking', 'savings'],
      datedPrefixes: [],
      nullable: false,
    });
    expect(parseAllowedValues('credit, unknown (cards only; null for other methods)')).toEqual({
      values: ['credit', 'unknown'],
      datedPrefixes: [],
      nullable: true,
    });
    expect(parseAllowedValues('administrator, or null').values).toEqual(['administrator']);
    expect(parseAllowedValues('bank accounts only; null for cards')).toEqual({
      values: [],
      datedPrefixes: [],
      nullable: true,
    });
  });

  it('expands path abbreviations and method cells', () => {
    const prefixes = parsePathPrefixes('P1 = {base_url}/check_ins/v2, P = {base_url}/people/v2.');
    expect(expandPath('P1/events/{event_id}', prefixes)).toBe('/check_ins/v2/events/{event_id}');
    expect(expandPath('P', prefixes)).toBe('/people/v2');
    expect(() => expandPath('P9/x', prefixes)).toThrow(SpecSyntaxError);
    expect(parseMethodCell('POST / PATCH (/{id}) / DELETE (/{id})')).toEqual([
      { method: 'POST', suffix: '' },
      { method: 'PATCH', suffix: '/{id}' },
      { method: 'DELETE', suffix: '/{id}' },
    ]);
  });
});

describe('extractSpecModel', () => {
  const markdown = [
    '# Things: People App',
    'P = {base_url}/people/v2.',
    '| Resource | Attributes | Associations |',
    '|---|---|---|',
    '| Organization | name:string | widgets->Widget |',
    '| Widget | size:integer or null | none listed |',
    '',
    '| List path | where | include | order |',
    '|---|---|---|---|',
    '| P (Organization, single record only) | | | |',
    '| P/widgets (list only) | size (integer) | | |',
    '| P/gadgets | bogus (float) | | |',
    '',
    '| Method | Path | Writable attributes |',
    '|---|---|---|',
    '| POST / PATCH (/{id}) / DELETE (/{id}) | P/widgets | size (integer) |',
  ].join('\n');

  it('reads resources, endpoints and writes, resolving resources by association', () => {
    const model = extractSpecModel([{ name: 'doc.md', markdown }]);
    expect(model.resources.map((r) => `${r.app} ${r.type}`)).toEqual([
      'people Organization',
      'people Widget',
    ]);
    expect(model.readEndpoints).toMatchObject([
      { path: '/people/v2', root: true, resource: 'Organization' },
      { path: '/people/v2/widgets', listOnly: true, resource: 'Widget', where: [{ name: 'size' }] },
    ]);
    expect(model.writeEndpoints.map((e) => `${e.method} ${e.path} ${e.resource ?? '?'}`)).toEqual([
      'POST /people/v2/widgets Widget',
      'PATCH /people/v2/widgets/{id} Widget',
      'DELETE /people/v2/widgets/{id} Widget',
    ]);
    expect(model.writeEndpoints.map((e) => e.writable.length)).toEqual([1, 1, 0]);
  });

  it('collects unreadable rows as problems with their line', () => {
    const model = extractSpecModel([{ name: 'doc.md', markdown }]);
    expect(model.problems).toEqual(["doc.md:12: unknown type 'float'"]);
  });
});
