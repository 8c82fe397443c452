import { describe, expect, it } from 'vitest';

import { translatorOf } from '../../../lib/pure/i18n/translator';
import { testLanguage } from '../../../ui/testing/test-providers';

import {
  buildStatements,
  deliveryGaps,
  jointName,
  namedIn,
  type DonorRecord,
  type GiftPart,
  type HouseholdRecord,
} from './statement-build';
import { proveStatements } from './statement-proof';

const donor = (id: string, firstName: string, lastName: string, contacts = true): DonorRecord => ({
  id,
  firstName,
  lastName,
  addresses: contacts
    ? [{ street: `${id} Main St`, city: 'Naperville', state: 'IL', zip: '60540' }]
    : [],
  emails: contacts ? [`${firstName.toLowerCase()}@example.com`] : [],
});

const part = (
  donationId: string,
  personId: string,
  date: string,
  fundId: string,
  cents: number,
  currency = 'USD',
): GiftPart => ({
  donationId,
  personId,
  date,
  fundId,
  amount: { cents, currency },
});

const donors = new Map(
  [
    donor('1', 'Ana', 'García'),
    donor('2', 'Luis', 'García', false),
    donor('3', 'Zoë', 'Brontë'),
    donor('4', 'Sam', 'Lee', false),
  ].map((d) => [d.id, d]),
);
const households: HouseholdRecord[] = [
  { id: '10', name: 'García household', primaryContactId: '2', memberIds: ['1', '2', '9'] },
  { id: '11', name: 'Lee household', primaryContactId: '4', memberIds: ['4'] },
];
const parts = [
  part('100', '1', '2025-01-01T05:30:00Z', '1', 1_000), // 31 Dec 2024 in Chicago
  part('101', '1', '2025-03-02T16:00:00Z', '1', 2_500),
  part('101', '1', '2025-03-02T16:00:00Z', '2', 500),
  part('102', '2', '2025-04-06T16:00:00Z', '1', 4_000),
  part('103', '3', '2025-05-04T16:00:00Z', '2', 7_500, 'CAD'),
  part('104', '4', '2025-06-01T16:00:00Z', '1', 900),
];
const t = translatorOf(testLanguage('en').i18n);
const es = translatorOf(testLanguage('es').i18n);
const input = {
  parts,
  donors,
  households,
  timeZone: 'America/Chicago',
  fundOrder: ['1', '2'],
  t,
};

describe('buildStatements', () => {
  it('makes one statement per donor, by name, with totals per fund and currency and days in the zone', () => {
    const statements = buildStatements({ ...input, scope: { kind: 'each' } });
    expect(statements.map((s) => s.name)).toEqual([
      'Zoë Brontë',
      'Ana García',
      'Luis García',
      'Sam Lee',
    ]);
    const ana = statements[1];
    expect(ana?.lines.map((l) => l.day)).toEqual(['2024-12-31', '2025-03-02', '2025-03-02']);
    expect(ana?.fundTotals).toEqual([
      { fundId: '1', amount: { cents: 3_500, currency: 'USD' } },
      { fundId: '2', amount: { cents: 500, currency: 'USD' } },
    ]);
    expect(ana?.totals).toEqual([{ cents: 4_000, currency: 'USD' }]);
    expect(statements[0]?.totals).toEqual([{ cents: 7_500, currency: 'CAD' }]);
  });

  it('joins the donors of a household, its primary contact first, and reaches them where any can be', () => {
    const statements = buildStatements({ ...input, scope: { kind: 'households' } });
    const joint = statements.find((s) => s.householdId === '10');
    expect(joint?.name).toBe('Luis & Ana García');
    expect(joint?.donors.map((d) => d.id)).toEqual(['2', '1']);
    expect(joint?.address?.street).toBe('1 Main St');
    expect(joint?.totals).toEqual([{ cents: 8_000, currency: 'USD' }]);
    // A household with one donor is that donor's own statement.
    expect(statements.find((s) => s.key === 'person-4')?.householdId).toBeNull();
    expect(statements).toHaveLength(3);
  });

  it('makes one donor’s statement only', () => {
    const statements = buildStatements({ ...input, scope: { kind: 'one', personId: '3' } });
    expect(statements.map((s) => s.key)).toEqual(['person-3']);
  });

  it('names a giver the giving app no longer lists, and says who cannot be reached', () => {
    const statements = buildStatements({
      ...input,
      parts: [...parts, part('105', '77', '2025-07-01T16:00:00Z', '1', 100)],
      scope: { kind: 'each' },
    });
    const unknown = statements.find((s) => s.key === 'person-77');
    expect(unknown?.name).toBe('Donor 77');
    expect(deliveryGaps(unknown!)).toEqual(['address', 'email']);
    expect(deliveryGaps(statements.find((s) => s.key === 'person-1')!)).toEqual([]);
  });

  it('says shared last names once and different ones whole', () => {
    expect(jointName(t, [{ firstName: 'Ana', lastName: 'García' }])).toBe('Ana García');
    expect(
      jointName(t, [
        { firstName: 'Ana', lastName: 'García' },
        { firstName: 'Luis', lastName: 'Pérez' },
      ]),
    ).toBe('Ana García & Luis Pérez');
    expect(
      jointName(t, [
        { firstName: 'Ana', lastName: 'Ruiz' },
        { firstName: 'Luis', lastName: 'Ruiz' },
        { firstName: 'Eva', lastName: 'Ruiz' },
      ]),
    ).toBe('Ana, Luis & Eva Ruiz');
  });

  it('names them in Spanish when the statements are in Spanish', () => {
    const statements = buildStatements({
      ...input,
      parts: [...parts, part('105', '77', '2025-07-01T16:00:00Z', '1', 100)],
      scope: { kind: 'households' },
    });
    const spanish = namedIn(es, statements);
    expect(spanish.find((s) => s.key === 'household-10')?.name).toBe('Luis y Ana García');
    expect(spanish.find((s) => s.key === 'person-77')?.name).toBe('Donante 77');
    expect(statements.find((s) => s.key === 'household-10')?.name).toBe('Luis & Ana García');
  });
});

describe('proveStatements', () => {
  it('agrees when both reads hold the same gifts, and names each gift that differs', () => {
    const statements = buildStatements({ ...input, scope: { kind: 'households' } });
    expect(proveStatements(statements, parts, ['1', '2']).agrees).toBe(true);

    const read = [
      ...parts.filter((p) => p.donationId !== '102'),
      part('106', '3', '2025-08-01T16:00:00Z', '1', 300),
    ];
    read[0] = { ...parts[0]!, amount: { cents: 1_100, currency: 'USD' } };
    const proof = proveStatements(statements, read, ['1', '2']);
    expect(proof.agrees).toBe(false);
    expect(proof.differences).toEqual([
      {
        donationId: '100',
        personId: '1',
        fundId: '1',
        currency: 'USD',
        onStatements: { cents: 1_000, currency: 'USD' },
        independent: { cents: 1_100, currency: 'USD' },
      },
      {
        donationId: '102',
        personId: '2',
        fundId: '1',
        currency: 'USD',
        onStatements: { cents: 4_000, currency: 'USD' },
        independent: null,
      },
      {
        donationId: '106',
        personId: '3',
        fundId: '1',
        currency: 'USD',
        onStatements: null,
        independent: { cents: 300, currency: 'USD' },
      },
    ]);
    expect(proof.rows.find((r) => r.fundId === '1' && r.currency === 'USD')?.difference).toEqual({
      cents: 1_000 + 2_500 + 4_000 + 900 - (1_100 + 2_500 + 900 + 300),
      currency: 'USD',
    });
  });
});
