/**
 * "The donations in this range, optionally of this person, these statuses, methods and funds":
 * the one question every giving page and the year-end statements ask, answered by the cheapest
 * path the service's dialect offers (dated-lists.ts, D152), with each gift's designations and
 * their funds. The real service is asked for what it can narrow (a person's list, the range on
 * `received_at`, `filter=succeeded`, one payment method); everything is checked here as well.
 */
import type { Client } from './client';
import type { RecordOf } from './client-types';
import { readDated, type DateRange, type DatedResult, type ReadControl } from './dated-lists';
import { money, type Money } from '../lib/pure/money';

const donationsPath = '/giving/v2/donations';
const personDonationsPath = '/giving/v2/people/{person_id}/donations';

/** A gift with its designations (each naming its fund). */
type WithDesignations = RecordOf<typeof donationsPath, 'designations'>;
/** A gift as found: with its designations and its labels. */
export type FoundDonation = RecordOf<typeof donationsPath, 'designations' | 'labels'>;
type Attributes = FoundDonation['attributes'];
export type PaymentStatus = Attributes['payment_status'];
export type PaymentMethod = Attributes['payment_method'];

export interface DonationCriteria {
  range: DateRange;
  /** One giver's gifts (their giving person id). */
  personId?: string;
  /** Empty or absent: every status. */
  statuses?: readonly PaymentStatus[];
  methods?: readonly PaymentMethod[];
  /** Gifts with at least one designation to one of these funds. */
  fundIds?: readonly string[];
}

/** A designation's part of a gift: its fund (null when it names none) and amount. */
export interface FundShare {
  fundId: string | null;
  amount: Money;
}

type Designation = WithDesignations['related']['designations'][number];

/**
 * The fund a designation's linkage names: an id, null for none, or undefined when the answer
 * carried no linkage (the spec does not promise included records carry it).
 */
function linkedFund(designation: Pick<Designation, 'relationships'>) {
  const data = designation.relationships.fund?.data;
  if (data === undefined) return undefined;
  if (data === null || Array.isArray(data)) return null;
  return data.id;
}

/** Whether a gift's included designations are all there and each names its fund. */
export function designationsKnown(donation: WithDesignations): boolean {
  const linkage = donation.relationships.designations?.data;
  const expected = Array.isArray(linkage) ? linkage.length : undefined;
  const included = donation.related.designations;
  return expected === included.length && included.every((d) => linkedFund(d) !== undefined);
}

/** A designation's part of its gift: its fund and amount. */
export function designationShare(
  designation: Pick<Designation, 'attributes' | 'relationships'>,
): FundShare {
  return {
    fundId: linkedFund(designation) ?? null,
    amount: money(designation.attributes.amount_cents, designation.attributes.amount_currency),
  };
}

/** A gift's parts by fund, from its designations. */
export function fundShares(donation: WithDesignations): FundShare[] {
  return donation.related.designations.map(designationShare);
}

/** The date a gift is dated by: when it was received where the service says, else when made. */
export function donationDate(donation: Pick<FoundDonation, 'attributes'>): string {
  return donation.attributes.received_at ?? donation.attributes.created_at;
}

/**
 * A gift's designations asked for on their own (its list answer left them, or their funds,
 * out): every page of the gift's designations, each with its fund's linkage.
 */
export async function designationsOf(
  client: Client,
  donationId: string,
  signal: AbortSignal | undefined,
): Promise<{ designations: Designation[]; requests: number }> {
  const designations: Designation[] = [];
  let requests = 0;
  for await (const page of client.pages('/giving/v2/donations/{donation_id}/designations', {
    params: { donation_id: donationId },
    include: ['fund'],
    perPage: 100,
    signal,
  })) {
    requests++;
    for (const designation of page.records) {
      const fund = designation.related.fund;
      const data = fund ? { type: 'Fund', id: fund.id } : designation.relationships.fund?.data;
      designations.push({
        ...designation,
        relationships: { ...designation.relationships, fund: { data: data ?? null } },
        related: {},
      });
    }
  }
  return { designations, requests };
}

export interface FoundDonations extends DatedResult<FoundDonation> {
  /** Gifts whose designations were asked for one by one (their list answer left funds out). */
  completed: number;
}

/**
 * The donations of a range (and of a person, statuses, methods, funds), newest first, each
 * with its designations, read under the client's rate pacer. Aborting stops the read.
 */
export async function findDonations(
  client: Client,
  criteria: DonationCriteria,
  control: ReadControl = {},
): Promise<FoundDonations> {
  const statuses = new Set(criteria.statuses ?? []);
  const methods = new Set(criteria.methods ?? []);
  const funds = new Set(criteria.fundIds ?? []);
  const matches = (donation: FoundDonation) =>
    (statuses.size === 0 || statuses.has(donation.attributes.payment_status)) &&
    (methods.size === 0 || methods.has(donation.attributes.payment_method));
  const where = methods.size === 1 ? { payment_method: [...methods][0] } : {};
  const filter = statuses.size === 1 && statuses.has('succeeded') ? (['succeeded'] as const) : [];

  const found: DatedResult<FoundDonation> =
    criteria.personId === undefined
      ? await readDated(
          client,
          {
            path: donationsPath,
            include: ['designations', 'labels'],
            range: criteria.range,
            where,
            filter,
            keep: matches,
          },
          control,
        )
      : ((await readDated(
          client,
          {
            path: personDonationsPath,
            params: { person_id: criteria.personId },
            include: ['designations', 'labels'],
            range: criteria.range,
            where,
            keep: matches,
          },
          control,
        )) as DatedResult<FoundDonation>);

  const incomplete = found.records.filter((donation) => !designationsKnown(donation));
  for (const donation of incomplete) {
    control.signal?.throwIfAborted();
    const { designations, requests } = await designationsOf(client, donation.id, control.signal);
    donation.related.designations = designations;
    found.reading.requests += requests;
  }
  const records =
    funds.size === 0
      ? found.records
      : found.records.filter((donation) =>
          fundShares(donation).some((share) => share.fundId !== null && funds.has(share.fundId)),
        );
  return { records, reading: found.reading, completed: incomplete.length };
}
