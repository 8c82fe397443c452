import { describe, expect, it } from 'vitest';

import { isValueKind, valueKind, valueKinds } from './settings-value-kinds';

describe('valueKind', () => {
  it('names each kind in words, with its article, and its paths', () => {
    expect(
      valueKinds
        .map((kind) => valueKind(kind))
        .map(({ title, singular, article }) => [title, `${article} ${singular}`]),
    ).toEqual([
      ['Inactive reasons', 'an inactive reason'],
      ['Marital statuses', 'a marital status'],
      ['Name prefixes', 'a name prefix'],
      ['Name suffixes', 'a name suffix'],
    ]);
    expect(valueKind('name_prefixes')).toMatchObject({
      list: '/people/v2/name_prefixes',
      create: '/people/v2/name_prefixes',
      record: '/people/v2/name_prefixes/{id}',
      example: 'Dr.',
    });
  });

  it('knows only its kinds', () => {
    expect(isValueKind('marital_statuses')).toBe(true);
    expect(isValueKind('campuses')).toBe(false);
    expect(isValueKind('toString')).toBe(false);
  });
});
