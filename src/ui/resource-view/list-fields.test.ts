import { describe, expect, it } from 'vitest';

import { attributeColumn } from './attribute-column';
import { listFields } from './list-fields';

const CHECK_INS = '/check_ins/v2/check_ins';

describe('listFields', () => {
  it('asks what the columns and the row read, each included type at least with no attribute', () => {
    const fields = listFields(
      CHECK_INS,
      ['person', 'event', 'location'],
      [
        attributeColumn(CHECK_INS, 'number'),
        { id: 'event', reads: { Event: ['name'] } },
        attributeColumn(CHECK_INS, 'kind'),
      ],
      { CheckIn: ['number', 'created_at'] },
    );
    expect(fields).toEqual({
      CheckIn: ['created_at', 'kind', 'number'],
      Person: [],
      Event: ['name'],
      Location: [],
    });
  });

  it('asks for a money column its currency beside its cents', () => {
    expect(
      listFields('/giving/v2/batches', [], [attributeColumn('/giving/v2/batches', 'total_cents')]),
    ).toEqual({ Batch: ['total_cents', 'total_currency'] });
  });

  it('asks the whole records when a column does not say what it reads', () => {
    const fields = listFields(
      CHECK_INS,
      ['event'],
      [attributeColumn(CHECK_INS, 'number'), { id: 'anything' }],
    );
    expect(fields).toBeUndefined();
  });

  it('refuses a type the answer does not hold, an attribute its type lacks, an include the list lacks', () => {
    expect(() => listFields(CHECK_INS, [], [{ id: 'event', reads: { Event: ['name'] } }])).toThrow(
      /has no Event/,
    );
    expect(() =>
      listFields(CHECK_INS, [], [{ id: 'x', reads: { CheckIn: ['nickname'] } }]),
    ).toThrow(/CheckIn has no attribute nickname/);
    expect(() =>
      listFields(
        '/giving/v2/funds',
        ['person' as never],
        [attributeColumn('/giving/v2/funds', 'name')],
      ),
    ).toThrow(/cannot include person/);
  });
});
