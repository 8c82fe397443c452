/**
 * Reads what a run of statements needs, by the cheapest path each dialect offers (D158), under
 * the client's rate pacer, with progress, cancel and resume:
 *
 * - the church's name, the funds, the giving people (names, addresses, e-mails) and, for joint
 *   statements, the people app's households;
 * - the period's succeeded gifts with their designations (the find layer, find-donations.ts):
 *   where the donations list says who gave each gift (the real service's `person` linkage), one
 *   read of the organization's list, which the service narrows to the period and to `succeeded`;
 *   where it does not (the spec's dialect), each giving person's own list;
 * - for the proof, the period's gifts a second time, by the organization's list (one donor's
 *   own list for a one-donor run), every status, checked here by the same rule.
 *
 * What a run has read is kept in a `WalkMemory`: a cancelled run resumes from the last step (and
 * the last person) it finished, and a finished one asks again only for what changed: in the
 * real dialect the gifts updated since (`where[updated_at]`), in the spec's, which has no way to
 * ask that, everything again. The small lists go through the client's ETag cache (304s in the
 * real dialect).
 */
import type { Client } from '../../../api/client';
import type { RecordOf } from '../../../api/client-types';
import { dialects, type DialectName } from '../../../api/catalog/dialects';
import type { Translate } from '../../../lib/pure/i18n/translator';
import type { DateRange } from '../../../api/dated-lists';
import {
  designationsKnown,
  designationsOf,
  donationDate,
  findDonations,
  fundShares,
  type FundShare,
} from '../../../api/find-donations';
import {
  buildStatements,
  type DonorRecord,
  type DonorScope,
  type GiftPart,
  type HouseholdRecord,
} from './statement-build';
import { proveStatements } from './statement-proof';
import { countsAsGiven } from '../../../lib/pure/giving-totals-rule';

export type WalkStep = 'organization' | 'funds' | 'donors' | 'households' | 'gifts' | 'proof';

export const walkSteps: readonly WalkStep[] = [
  'organization',
  'funds',
  'donors',
  'households',
  'gifts',
  'proof',
];

export interface WalkProgress {
  step: WalkStep;
  /** How far the step has got (0 to 1), when that can be told. */
  fraction: number | undefined;
  /** Requests sent by this run so far. */
  requests: number;
}

export interface FundInfo {
  id: string;
  name: string;
}

/** A gift as the walk keeps it: who gave it, when, its status and its parts by fund. */
export interface KeptGift {
  id: string;
  personId: string | null;
  date: string;
  status: string;
  refunded: boolean;
  updatedAt: string;
  shares: FundShare[];
}

interface GiftsRead {
  gifts: Map<string, KeptGift>;
  /** When the read started (the client's clock): changes after it are asked for next time. */
  startedAt: number;
  /** How the service was asked (for the page's "how it was read"). */
  asked: string[];
  /** When each giving person's own list was read, how many lists that was. */
  listsPerPerson?: number;
}

/** What runs for one period, dialect and scope keep between them. */
export interface WalkMemory {
  readonly key: string;
  organization?: string;
  funds?: FundInfo[];
  donors?: Map<string, DonorRecord>;
  households?: HouseholdRecord[];
  gifts?: GiftsRead;
  /** Gifts read so far person by person (the spec dialect), for a resume. */
  giftsByPerson?: { done: Set<string>; gifts: Map<string, KeptGift>; startedAt: number };
  proof?: GiftsRead;
  /** The last run finished: the next one asks only for changes. */
  finished?: boolean;
}

export interface WalkOptions {
  range: DateRange;
  scope: DonorScope;
  signal?: AbortSignal;
  onProgress?: (progress: WalkProgress) => void;
  /** Gift lists read at once, one person each (the spec dialect). */
  concurrency?: number;
  now?: () => number;
}

export interface WalkResult {
  churchName: string;
  funds: FundInfo[];
  donors: ReadonlyMap<string, DonorRecord>;
  households: HouseholdRecord[];
  /** Every gift of the period that counts, by the statements' read. */
  gifts: KeptGift[];
  /** The same, by the proof's independent read. */
  proofGifts: KeptGift[];
  requests: number;
  /** How each read was asked of the service ("where[received_at]", "filter=succeeded", …). */
  asked: { gifts: string[]; proof: string[] };
  /** The statements' gifts were read one list per giving person: how many lists. */
  listsPerPerson: number | undefined;
  /** True when this run asked only for what changed since the last one. */
  changesOnly: boolean;
}

/** The memory's key: a run for another period, dialect or scope starts afresh. */
export function walkKey(dialect: DialectName, range: DateRange, scope: DonorScope): string {
  const who = scope.kind === 'one' ? `one:${scope.personId}` : scope.kind;
  return [dialect, range.from ?? '', range.to ?? '', who].join('|');
}

/** A little before the last run started, so a change the service dated a moment early is not lost. */
const changeMarginMs = 5 * 60_000;

/** A gift as listed with its designations (the find layer's also carry labels). */
type ListedGift = RecordOf<'/giving/v2/donations', 'designations'>;

function keptGift(donation: ListedGift): KeptGift {
  const person = donation.relationships.person?.data;
  const { attributes } = donation;
  return {
    id: donation.id,
    personId: person && !Array.isArray(person) ? person.id : null,
    date: donationDate(donation),
    status: attributes.payment_status,
    refunded: attributes.refunded === true,
    updatedAt: attributes.updated_at,
    shares: fundShares(donation),
  };
}

/** The parts of gifts that count on a statement: succeeded, not refunded, to a counted fund. */
export function countedParts(
  gifts: Iterable<KeptGift>,
  countedFundIds: ReadonlySet<string>,
): GiftPart[] {
  const parts: GiftPart[] = [];
  for (const gift of gifts) {
    if (!countsAsGiven({ payment_status: gift.status, refunded: gift.refunded })) continue;
    for (const share of gift.shares) {
      if (share.fundId === null || !countedFundIds.has(share.fundId)) continue;
      parts.push({
        donationId: gift.id,
        // '' when the list did not say who gave it (the spec dialect's organization list).
        personId: gift.personId ?? '',
        date: gift.date,
        fundId: share.fundId,
        amount: share.amount,
      });
    }
  }
  return parts;
}

/**
 * A run's statements for `scope` and their proof against the run's second read, counting the
 * gifts to `countedFundIds` only (the same rule for both).
 */
export function statementsOfRun(
  result: WalkResult,
  countedFundIds: ReadonlySet<string>,
  scope: DonorScope,
  timeZone: string,
  t: Translate,
) {
  const fundOrder = result.funds.map((f) => f.id);
  const statements = buildStatements({
    parts: countedParts(result.gifts, countedFundIds).filter((p) => p.personId !== ''),
    donors: result.donors,
    households: result.households,
    scope,
    timeZone,
    fundOrder,
    t,
  });
  const proof = proveStatements(
    statements,
    countedParts(result.proofGifts, countedFundIds),
    fundOrder,
  );
  return { statements, proof };
}

/** Runs `work` on each item, `limit` at a time; the first failure (or an abort) stops the rest. */
async function eachLimited<T>(
  items: readonly T[],
  limit: number,
  signal: AbortSignal | undefined,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  let failure: unknown;
  const worker = async () => {
    while (next < items.length && failure === undefined) {
      signal?.throwIfAborted();
      const item = items[next++] as T;
      try {
        await work(item);
      } catch (error) {
        failure ??= error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  if (failure !== undefined) throw failure;
}

export function createWalk(client: Client, memory: WalkMemory, options: WalkOptions) {
  const { range, scope, signal, onProgress } = options;
  const now = options.now ?? Date.now;
  const dialect = client.queryDialect;
  let requests = 0;
  let step: WalkStep = 'organization';
  const progress = (fraction: number | undefined) => onProgress?.({ step, fraction, requests });
  const counted = async <T>(read: Promise<T>): Promise<T> => {
    requests++;
    const result = await read;
    progress(undefined);
    return result;
  };
  /** Every page of a small list, counted. */
  async function every<T>(pages: AsyncIterable<{ records: T[] }>): Promise<T[]> {
    const all: T[] = [];
    for await (const page of pages) {
      requests++;
      all.push(...page.records);
      progress(undefined);
    }
    return all;
  }

  async function readOrganization(): Promise<string> {
    const organization = await counted(client.get('/giving/v2', { signal }));
    return organization?.attributes.name ?? '';
  }

  async function readFunds(): Promise<FundInfo[]> {
    const funds = await every(client.pages('/giving/v2/funds', { perPage: 100, signal }));
    return funds.map((fund) => ({ id: fund.id, name: fund.attributes.name }));
  }

  async function readDonors(): Promise<Map<string, DonorRecord>> {
    const people = await every(client.pages('/giving/v2/people', { perPage: 100, signal }));
    return new Map(
      people.map((person) => [
        person.id,
        {
          id: person.id,
          firstName: person.attributes.first_name,
          lastName: person.attributes.last_name,
          addresses: person.attributes.addresses.map(({ street, city, state, zip }) => ({
            street,
            city,
            state,
            zip,
          })),
          emails: person.attributes.email_addresses.map((email) => email.address),
        },
      ]),
    );
  }

  async function readHouseholds(): Promise<HouseholdRecord[]> {
    const households = await every(
      client.pages('/people/v2/households', { include: ['people'], perPage: 100, signal }),
    );
    return households.map((household) => ({
      id: household.id,
      name: household.attributes.name,
      primaryContactId:
        household.attributes.primary_contact_id === null
          ? null
          : String(household.attributes.primary_contact_id),
      memberIds: household.related.people.map((person) => person.id),
    }));
  }

  /** The period's donations of one list, `statuses` asked of the service where it can. */
  async function findGifts(
    personId: string | undefined,
    statuses: readonly 'succeeded'[],
  ): Promise<{ gifts: KeptGift[]; asked: string[] }> {
    const found = await findDonations(
      client,
      { range, ...(personId === undefined ? {} : { personId }), statuses },
      {
        signal,
        onProgress: (p) => progress(p.fraction),
      },
    );
    requests += found.reading.requests;
    const gifts = found.records.map((donation) => {
      const gift = keptGift(donation);
      return personId === undefined ? gift : { ...gift, personId };
    });
    return { gifts, asked: found.reading.askedOfService };
  }

  /** Whether the organization's donations list names each gift's giver in this dialect. */
  const listNamesGivers = dialects[dialect].toOneLinkageAlways;

  async function readStatementGifts(donors: ReadonlyMap<string, DonorRecord>): Promise<GiftsRead> {
    const startedAt = now();
    if (scope.kind === 'one') {
      const { gifts, asked } = await findGifts(scope.personId, ['succeeded']);
      return { gifts: new Map(gifts.map((g) => [g.id, g])), startedAt, asked };
    }
    if (listNamesGivers) {
      const { gifts, asked } = await findGifts(undefined, ['succeeded']);
      return { gifts: new Map(gifts.map((g) => [g.id, g])), startedAt, asked };
    }
    // Person by person; what was read survives a cancel.
    const byPerson = (memory.giftsByPerson ??= { done: new Set(), gifts: new Map(), startedAt });
    const people = [...donors.keys()].filter((id) => !byPerson.done.has(id));
    let asked: string[] = [];
    const total = donors.size;
    await eachLimited(people, options.concurrency ?? 4, signal, async (personId) => {
      const read = await findGifts(personId, ['succeeded']);
      asked = read.asked;
      for (const gift of read.gifts) byPerson.gifts.set(gift.id, gift);
      byPerson.done.add(personId);
      progress(byPerson.done.size / Math.max(1, total));
    });
    memory.giftsByPerson = undefined;
    return { gifts: byPerson.gifts, startedAt: byPerson.startedAt, asked, listsPerPerson: total };
  }

  async function readProofGifts(): Promise<GiftsRead> {
    const startedAt = now();
    const { gifts, asked } = await findGifts(scope.kind === 'one' ? scope.personId : undefined, []);
    return { gifts: new Map(gifts.map((g) => [g.id, g])), startedAt, asked };
  }

  /**
   * The real dialect's changes since a read: every donation updated since it started (any date),
   * folded into what it kept; those that left the period or the person are dropped.
   */
  async function readChanges(kept: GiftsRead, forPerson: string | undefined): Promise<GiftsRead> {
    const startedAt = now();
    const since = new Date(kept.startedAt - changeMarginMs).toISOString().replace(/\.\d+Z$/, 'Z');
    const gifts = new Map(kept.gifts);
    for await (const page of client.pages('/giving/v2/donations', {
      include: ['designations'],
      where: { updated_at: { gte: since } },
      order: 'updated_at',
      perPage: 100,
      signal,
    })) {
      requests++;
      for (const donation of page.records) {
        if (!designationsKnown(donation)) {
          const read = await designationsOf(client, donation.id, signal);
          requests += read.requests;
          donation.related.designations = read.designations;
        }
        const gift = keptGift(donation);
        const at = Date.parse(gift.date);
        const inRange =
          (range.from === undefined || at >= Date.parse(range.from)) &&
          (range.to === undefined || at < Date.parse(range.to));
        if (!inRange || (forPerson !== undefined && gift.personId !== forPerson)) {
          gifts.delete(gift.id);
        } else {
          gifts.set(gift.id, gift);
        }
      }
      progress(undefined);
    }
    return { gifts, startedAt, asked: [`where[updated_at][gte]=${since}`] };
  }

  return async function run(): Promise<WalkResult> {
    const changesOnly = memory.finished === true && listNamesGivers;
    if (memory.finished) {
      // A finished run's small lists are read again (ETags make that cheap where the dialect
      // has them); its gifts only for their changes where the dialect can say what changed.
      memory.organization = undefined;
      memory.funds = undefined;
      memory.donors = undefined;
      memory.households = undefined;
      if (!changesOnly) {
        memory.gifts = undefined;
        memory.proof = undefined;
      }
      memory.finished = false;
    }
    const person = scope.kind === 'one' ? scope.personId : undefined;

    step = 'organization';
    progress(undefined);
    memory.organization ??= await readOrganization();
    step = 'funds';
    memory.funds ??= await readFunds();
    step = 'donors';
    memory.donors ??= await readDonors();
    step = 'households';
    if (scope.kind === 'households') memory.households ??= await readHouseholds();
    step = 'gifts';
    progress(0);
    memory.gifts =
      changesOnly && memory.gifts
        ? await readChanges(memory.gifts, person)
        : (memory.gifts ?? (await readStatementGifts(memory.donors)));
    step = 'proof';
    progress(0);
    memory.proof =
      changesOnly && memory.proof
        ? await readChanges(memory.proof, person)
        : (memory.proof ?? (await readProofGifts()));
    memory.finished = true;
    progress(1);
    return {
      churchName: memory.organization,
      funds: memory.funds,
      donors: memory.donors,
      households: memory.households ?? [],
      gifts: [...memory.gifts.gifts.values()],
      proofGifts: [...memory.proof.gifts.values()],
      requests,
      asked: { gifts: memory.gifts.asked, proof: memory.proof.asked },
      listsPerPerson: memory.gifts.listsPerPerson,
      changesOnly,
    };
  };
}
