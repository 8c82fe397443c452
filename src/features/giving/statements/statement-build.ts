/**
 * Statements from what the walk read: each donor's (or household's) gifts of the period to the
 * funds that count, with totals per fund and currency. Pure: no API, no words beyond a name's
 * joining, so the proof and the tests can check it against sums made another way.
 */
import { zonedDay } from '../../../lib/pure/dates';
import type { Translate } from '../../../lib/pure/i18n/translator';
import { totalsByCurrency, type Money } from '../../../lib/pure/money';

export interface PostalAddress {
  street: string;
  city: string;
  state: string;
  zip: string;
}

export interface DonorRecord {
  id: string;
  firstName: string;
  lastName: string;
  /** Primary first. */
  addresses: readonly PostalAddress[];
  /** Primary first. */
  emails: readonly string[];
}

export interface HouseholdRecord {
  id: string;
  name: string;
  primaryContactId: string | null;
  memberIds: readonly string[];
}

/** One designation of a gift that counts on a statement. */
export interface GiftPart {
  donationId: string;
  /** The giving person who gave it. */
  personId: string;
  /** When the gift is dated (API datetime, UTC). */
  date: string;
  fundId: string;
  amount: Money;
}

export type DonorScope =
  | { kind: 'each' }
  /** Donors of one household on one statement (where two or more of them gave). */
  | { kind: 'households' }
  | { kind: 'one'; personId: string };

export interface StatementLine extends GiftPart {
  /** The gift's day in the organization's time zone (YYYY-MM-DD). */
  day: string;
}

export interface FundAmount {
  fundId: string;
  amount: Money;
}

export interface Statement {
  /** `person-12` or `household-4`: stable across runs, so files and rows keep their names. */
  key: string;
  /** Who it is for: the household's primary contact first, then by name. */
  donors: readonly DonorRecord[];
  /** Missing donor records (a person the giving app no longer lists), by id. */
  unknownDonorIds: readonly string[];
  householdId: string | null;
  /** "Ana García", "Ana & Luis García", "Ana García & Luis Pérez". */
  name: string;
  /** The postal address it goes to (the first donor's primary one that has any), or null. */
  address: PostalAddress | null;
  email: string | null;
  /** Oldest first. */
  lines: readonly StatementLine[];
  /** Per fund and currency, in the funds' order. */
  fundTotals: readonly FundAmount[];
  /** Per currency. */
  totals: readonly Money[];
}

export interface BuildInput {
  parts: readonly GiftPart[];
  donors: ReadonlyMap<string, DonorRecord>;
  households: readonly HouseholdRecord[];
  scope: DonorScope;
  timeZone: string;
  /** Fund ids in the order totals list them (the funds list's order). */
  fundOrder: readonly string[];
  /** The language of the statements' names ("Ana & Luis García", "Ana y Luis García"). */
  t: Translate;
}

function hasAddress(address: PostalAddress): boolean {
  return address.street.trim() !== '' || address.city.trim() !== '';
}

/** Names joined as a letter says them: "Ana", "Ana & Luis", "Ana, Luis & Eva". */
function joinNames(t: Translate, names: readonly string[]): string {
  const last = names.at(-1) ?? '';
  return names.length <= 1
    ? last
    : t('giving.statements.names.joined', { first: names.slice(0, -1).join(', '), last });
}

/** A joint name: shared last names are said once. */
export function jointName(
  t: Translate,
  donors: readonly Pick<DonorRecord, 'firstName' | 'lastName'>[],
): string {
  const full = (d: Pick<DonorRecord, 'firstName' | 'lastName'>) =>
    [d.firstName, d.lastName].filter((part) => part.trim() !== '').join(' ');
  const lastNames = new Set(donors.map((d) => d.lastName));
  const [only] = lastNames;
  if (donors.length > 1 && lastNames.size === 1 && only !== undefined && only !== '') {
    return `${joinNames(
      t,
      donors.map((d) => d.firstName),
    )} ${only}`;
  }
  return joinNames(t, donors.map(full));
}

/** Who a statement is for, in `t`'s language: its donors, then any the giving app lost. */
export function statementName(
  t: Translate,
  statement: Pick<Statement, 'donors' | 'unknownDonorIds'>,
): string {
  return jointName(t, [
    ...statement.donors,
    ...statement.unknownDonorIds.map((id) => ({
      firstName: t('giving.statements.names.unknownDonor', { id }),
      lastName: '',
    })),
  ]);
}

/** The statements with their names in another language (the PDFs' and the CSV's). */
export function namedIn(t: Translate, statements: readonly Statement[]): Statement[] {
  return statements.map((statement) => ({ ...statement, name: statementName(t, statement) }));
}

/**
 * For each donor, the household they share a statement with: the household where most of the
 * period's donors live (the lowest id on a tie), when two or more of them do.
 */
function jointHouseholds(
  donorIds: ReadonlySet<string>,
  households: readonly HouseholdRecord[],
): Map<string, HouseholdRecord> {
  const givers = (h: HouseholdRecord) => h.memberIds.filter((id) => donorIds.has(id)).length;
  const ranked = households
    .filter((h) => givers(h) >= 2)
    .sort((a, b) => givers(b) - givers(a) || Number(a.id) - Number(b.id));
  const chosen = new Map<string, HouseholdRecord>();
  for (const household of ranked) {
    const free = household.memberIds.filter((id) => donorIds.has(id) && !chosen.has(id));
    if (free.length < 2) continue;
    for (const id of free) chosen.set(id, household);
  }
  return chosen;
}

function compareNames(a: DonorRecord, b: DonorRecord): number {
  return (
    a.lastName.localeCompare(b.lastName) ||
    a.firstName.localeCompare(b.firstName) ||
    Number(a.id) - Number(b.id)
  );
}

function fundTotalsOf(lines: readonly StatementLine[], fundOrder: readonly string[]): FundAmount[] {
  const byKey = new Map<string, FundAmount>();
  for (const line of lines) {
    const key = `${line.fundId}|${line.amount.currency}`;
    const known = byKey.get(key);
    const cents = (known?.amount.cents ?? 0) + line.amount.cents;
    byKey.set(key, { fundId: line.fundId, amount: { cents, currency: line.amount.currency } });
  }
  const rank = (fundId: string) => {
    const index = fundOrder.indexOf(fundId);
    return index === -1 ? fundOrder.length : index;
  };
  return [...byKey.values()].sort(
    (a, b) =>
      rank(a.fundId) - rank(b.fundId) ||
      Number(a.fundId) - Number(b.fundId) ||
      a.amount.currency.localeCompare(b.amount.currency),
  );
}

/** The statements of a run, sorted by name. */
export function buildStatements(input: BuildInput): Statement[] {
  const { scope, timeZone, donors } = input;
  const parts =
    scope.kind === 'one' ? input.parts.filter((p) => p.personId === scope.personId) : input.parts;
  const givers = new Set(parts.map((p) => p.personId));
  const joint = scope.kind === 'households' ? jointHouseholds(givers, input.households) : new Map();

  const groups = new Map<string, { household: HouseholdRecord | null; personIds: Set<string> }>();
  const keyOf = (personId: string) => {
    const household = joint.get(personId) as HouseholdRecord | undefined;
    return household ? `household-${household.id}` : `person-${personId}`;
  };
  for (const personId of givers) {
    const key = keyOf(personId);
    const group = groups.get(key) ?? {
      household: (joint.get(personId) as HouseholdRecord | undefined) ?? null,
      personIds: new Set<string>(),
    };
    group.personIds.add(personId);
    groups.set(key, group);
  }
  const linesByKey = new Map<string, StatementLine[]>();
  for (const part of parts) {
    const key = keyOf(part.personId);
    const lines = linesByKey.get(key) ?? [];
    lines.push({ ...part, day: zonedDay(part.date, timeZone) });
    linesByKey.set(key, lines);
  }

  const statements = [...groups].map(([key, { household, personIds }]): Statement => {
    const known = [...personIds].flatMap((id) => {
      const donor = donors.get(id);
      return donor ? [donor] : [];
    });
    const primary = household?.primaryContactId;
    known.sort((a, b) => Number(b.id === primary) - Number(a.id === primary) || compareNames(a, b));
    const unknownDonorIds = [...personIds].filter((id) => !donors.has(id)).sort();
    const lines = (linesByKey.get(key) ?? []).sort(
      (a, b) =>
        Date.parse(a.date) - Date.parse(b.date) ||
        Number(a.donationId) - Number(b.donationId) ||
        Number(a.fundId) - Number(b.fundId),
    );
    return {
      key,
      donors: known,
      unknownDonorIds,
      householdId: household?.id ?? null,
      name: statementName(input.t, { donors: known, unknownDonorIds }),
      address: known.flatMap((d) => d.addresses.filter(hasAddress))[0] ?? null,
      email: known.flatMap((d) => d.emails.filter((e) => e.trim() !== ''))[0] ?? null,
      lines,
      fundTotals: fundTotalsOf(lines, input.fundOrder),
      totals: totalsByCurrency(lines.map((line) => line.amount)),
    };
  });
  const sortKey = (s: Statement) => s.donors[0];
  return statements.sort((a, b) => {
    const da = sortKey(a);
    const db = sortKey(b);
    if (da && db) return compareNames(da, db) || a.key.localeCompare(b.key);
    return Number(db !== undefined) - Number(da !== undefined) || a.key.localeCompare(b.key);
  });
}

/** What keeps a statement from being delivered: no postal address, no e-mail, or neither. */
export type DeliveryGap = 'address' | 'email';

export function deliveryGaps(statement: Pick<Statement, 'address' | 'email'>): DeliveryGap[] {
  return [
    ...(statement.address === null ? (['address'] as const) : []),
    ...(statement.email === null ? (['email'] as const) : []),
  ];
}
