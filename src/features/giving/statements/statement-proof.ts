/**
 * The proof that statements add up: their totals per fund and currency against the giving totals
 * of the same period, read a second time and summed here without the statements' grouping,
 * household joining or ordering. Any difference is named, gift by gift: which donor, which gift,
 * which fund, and what each side says.
 */
import type { Money } from '../../../lib/pure/money';
import type { GiftPart, Statement } from './statement-build';

export interface ProofRow {
  fundId: string;
  currency: string;
  statements: Money;
  independent: Money;
  /** statements − independent. */
  difference: Money;
}

export interface ProofDifference {
  donationId: string;
  personId: string;
  fundId: string;
  currency: string;
  /** What the statements hold for this gift and fund (null: on no statement). */
  onStatements: Money | null;
  /** What the independent read holds (null: not there). */
  independent: Money | null;
}

export interface Proof {
  agrees: boolean;
  /** Per fund and currency, in the funds' order. */
  rows: ProofRow[];
  differences: ProofDifference[];
}

type Sums = Map<string, { part: GiftPart; cents: number }>;

function sumByGift(parts: Iterable<GiftPart>): Sums {
  const sums: Sums = new Map();
  for (const part of parts) {
    const key = `${part.donationId}|${part.fundId}|${part.amount.currency}`;
    const known = sums.get(key);
    sums.set(key, { part: known?.part ?? part, cents: (known?.cents ?? 0) + part.amount.cents });
  }
  return sums;
}

/**
 * Compares the statements' lines with the independent read's parts (already narrowed to the
 * period, the gifts that count and the funds that count, by the same rules).
 */
export function proveStatements(
  statements: readonly Statement[],
  independent: readonly GiftPart[],
  fundOrder: readonly string[],
): Proof {
  const stated = sumByGift(statements.flatMap((s) => s.lines));
  const read = sumByGift(independent);
  const rows = new Map<string, ProofRow>();
  const row = (fundId: string, currency: string) => {
    const key = `${fundId}|${currency}`;
    let found = rows.get(key);
    if (!found) {
      const zero = { cents: 0, currency };
      found = { fundId, currency, statements: zero, independent: zero, difference: zero };
      rows.set(key, found);
    }
    return found;
  };
  for (const { part, cents } of stated.values()) {
    const r = row(part.fundId, part.amount.currency);
    r.statements = { cents: r.statements.cents + cents, currency: r.currency };
  }
  for (const { part, cents } of read.values()) {
    const r = row(part.fundId, part.amount.currency);
    r.independent = { cents: r.independent.cents + cents, currency: r.currency };
  }
  for (const r of rows.values()) {
    r.difference = { cents: r.statements.cents - r.independent.cents, currency: r.currency };
  }

  const differences: ProofDifference[] = [];
  for (const key of new Set([...stated.keys(), ...read.keys()])) {
    const a = stated.get(key);
    const b = read.get(key);
    if (a?.cents === b?.cents) continue;
    const part = (a ?? b)?.part;
    if (!part) continue;
    const currency = part.amount.currency;
    differences.push({
      donationId: part.donationId,
      personId: part.personId,
      fundId: part.fundId,
      currency,
      onStatements: a ? { cents: a.cents, currency } : null,
      independent: b ? { cents: b.cents, currency } : null,
    });
  }
  differences.sort(
    (x, y) => Number(x.donationId) - Number(y.donationId) || Number(x.fundId) - Number(y.fundId),
  );
  const rank = (fundId: string) => {
    const index = fundOrder.indexOf(fundId);
    return index === -1 ? fundOrder.length : index;
  };
  const sorted = [...rows.values()].sort(
    (x, y) =>
      rank(x.fundId) - rank(y.fundId) ||
      Number(x.fundId) - Number(y.fundId) ||
      x.currency.localeCompare(y.currency),
  );
  return {
    agrees: differences.length === 0 && sorted.every((r) => r.difference.cents === 0),
    rows: sorted,
    differences,
  };
}
