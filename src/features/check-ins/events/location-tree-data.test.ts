import { describe, expect, it } from 'vitest';

import { translatorOf } from '../../../lib/pure/i18n/translator';
import { testLanguage } from '../../../ui/testing/test-providers';
import { buildLocationTree, rangeText, type TreeLocation } from './location-tree-data';

function loc(
  id: string,
  kind: TreeLocation['attributes']['kind'],
  parent: string | null,
  children: string[] = [],
): TreeLocation {
  return {
    id,
    attributes: { kind, name: `L${id}` },
    relationships: {
      parent: { data: parent === null ? null : { type: 'Location', id: parent } },
      locations: { data: children.map((c) => ({ type: 'Location', id: c })) },
    },
  };
}

const shape = (nodes: ReturnType<typeof buildLocationTree>): unknown =>
  nodes.map((n) => [n.location.id, shape(n.children)]);

describe('buildLocationTree', () => {
  it('nests rooms under their folders, keeping the given order', () => {
    const tree = buildLocationTree([
      loc('5', 'Folder', null, ['6', '7']),
      loc('15', 'Location', null),
      loc('7', 'Location', '5'),
      loc('6', 'Location', '5'),
    ]);
    expect(shape(tree)).toEqual([
      [
        '5',
        [
          ['7', []],
          ['6', []],
        ],
      ],
      ['15', []],
    ]);
  });

  it('falls back to a folder that lists the child, and breaks loops', () => {
    const tree = buildLocationTree([
      loc('1', 'Folder', null, ['2']),
      { ...loc('2', 'Location', null), relationships: {} },
      loc('3', 'Folder', '4'),
      loc('4', 'Folder', '3'),
    ]);
    expect(shape(tree)).toEqual([
      ['1', [['2', []]]],
      ['3', [['4', []]]],
    ]);
  });

  it('puts a location whose folder is missing at the top', () => {
    expect(shape(buildLocationTree([loc('9', 'Location', '99')]))).toEqual([['9', []]]);
  });
});

describe('rangeText', () => {
  const base = { age_range_by: '', age_min_in_months: 0, grade_min: 0, grade_max: 0 };
  const english = translatorOf(testLanguage('en').i18n);
  const spanish = translatorOf(testLanguage('es').i18n);
  it('reads grades and ages in words', () => {
    expect(rangeText(english, { ...base, age_range_by: 'grade', grade_min: 0, grade_max: 1 })).toBe(
      'Grades K–1',
    );
    expect(rangeText(english, { ...base, age_range_by: 'age', age_min_in_months: 12 })).toBe(
      'Ages 12 months and up',
    );
    expect(rangeText(english, { ...base, age_range_by: 'age', age_min_in_months: 1 })).toBe(
      'Ages 1 month and up',
    );
    expect(rangeText(english, { ...base, age_range_by: 'age', age_min_in_months: 48 })).toBe(
      'Ages 4 years and up',
    );
    expect(rangeText(english, base)).toBe('Any age');
  });

  it('reads them in Spanish, one and many', () => {
    expect(rangeText(spanish, { ...base, age_range_by: 'grade', grade_min: 2, grade_max: 2 })).toBe(
      'Grado 2',
    );
    expect(rangeText(spanish, { ...base, age_range_by: 'age', age_min_in_months: 1 })).toBe(
      'Desde 1 mes de edad',
    );
    expect(rangeText(spanish, { ...base, age_range_by: 'age', age_min_in_months: 18 })).toBe(
      'Desde 18 meses de edad',
    );
    expect(rangeText(spanish, base)).toBe('Cualquier edad');
  });
});
