import type { RelationshipObject } from '../../../api/json-api';
import type { Translate } from '../../../lib/pure/i18n/translator';
import { decimalText, money, type Money } from '../../../lib/pure/money';

/** What a designation line needs of a Designation record (list include or association). */
export interface DesignationLike {
  id: string;
  attributes: { amount_cents: number; amount_currency: string };
  relationships: Record<string, RelationshipObject>;
}

/** What a designation line needs of a Fund record. */
export interface FundLike {
  id: string;
  attributes: { name: string; color: string };
}

export interface DesignationLine {
  designationId: string;
  /** The fund's id from the designation's `fund` linkage; undefined when the answer left it out. */
  fundId: string | undefined;
  /** Undefined when the fund is not known (no linkage, or a fund missing from the list). */
  fund: FundLike | undefined;
  amount: Money;
}

/** The id in a designation's `relationships.fund.data`, when the answer carries it. */
export function fundIdOf(designation: DesignationLike): string | undefined {
  const data = designation.relationships.fund?.data;
  return data && !Array.isArray(data) ? data.id : undefined;
}

export function designationLines(
  designations: readonly DesignationLike[],
  fundsById: ReadonlyMap<string, FundLike>,
): DesignationLine[] {
  return designations.map((designation) => {
    const fundId = fundIdOf(designation);
    return {
      designationId: designation.id,
      fundId,
      fund: fundId === undefined ? undefined : fundsById.get(fundId),
      amount: money(designation.attributes.amount_cents, designation.attributes.amount_currency),
    };
  });
}

/** The fund's name, or words that say why it is not known. */
export function fundLabel(t: Translate, line: DesignationLine): string {
  if (line.fund) return line.fund.attributes.name;
  return line.fundId === undefined
    ? t('giving.designations.fundNotGiven')
    : t('giving.shared.fundNumber', { id: line.fundId });
}

/**
 * "General Fund: 400.00; Missions: 70.00" for a CSV cell: exact decimal text from cents, with
 * the currency only where it differs from the gift's own.
 */
export function designationsText(
  t: Translate,
  lines: readonly DesignationLine[],
  giftCurrency: string,
): string {
  return lines
    .map((line) => {
      const currency = line.amount.currency === giftCurrency ? '' : ` ${line.amount.currency}`;
      return `${fundLabel(t, line)}: ${decimalText(line.amount)}${currency}`;
    })
    .join('; ');
}

export function indexById<T extends { id: string }>(records: readonly T[]): Map<string, T> {
  return new Map(records.map((record) => [record.id, record]));
}
