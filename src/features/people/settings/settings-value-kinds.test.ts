import { describe, expect, it } from 'vitest';

import { translatorOf } from '../../../lib/pure/i18n/translator';
import { testLanguage } from '../../../ui/testing/test-providers';
import { isValueKind, valueKind, valueKinds } from './settings-value-kinds';

const t = translatorOf(testLanguage().i18n);

describe('valueKind', () => {
  it('names each kind in words, with its article, and its paths', () => {
    expect(
      valueKinds
        .map((kind) => valueKind(kind, t))
        .map(({ title, singular, withArticle }) => [title, singular, withArticle]),
    ).toEqual([
      ['Inactive reasons', 'inactive reason', 'an inactive reason'],
      ['Marital statuses', 'marital status', 'a marital status'],
      ['Name prefixes', 'name prefix', 'a name prefix'],
      ['Name suffixes', 'name suffix', 'a name suffix'],
    ]);
    expect(valueKind('name_prefixes', t)).toMatchObject({
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
