/**
 * The giving lists read by date, newest first, by the cheapest path the service's dialect offers
 * (D152). Where the dialect orders a list by its date (the real service's donations), the
 * service sorts and, where it can, keeps only the range: pages from the first. Where it cannot
 * (every giving list of the spec's dialect, the real service's batches), the list comes in the
 * order its records were made, oldest first: its first page gives the total count and the dates
 * at its start, and the read goes on from the end the range is nearer (D183), forward until a
 * page passes the range's end or from the last page back until one passes its start, never a
 * walk of the whole list for a range at either end. Whatever the service did,
 * the range (and any narrowing the caller gives) is checked here too, on every record read.
 */
import { readEndpointSpec, resourceSpec, type ListKey } from './catalog/catalog';
import type { DialectName } from './catalog/dialects';
import { normalizeAttribute, queryNamesIn, type PathParams } from './catalog/schema';
import type { Client } from './client';
import type { FilterOf, IncludeOf, Page, RecordOf, WhereOf } from './client-types';
import { perPageLimits } from './query-params';

/** The lists the giving pages find records in by their date. */
export type DatedListPath =
  | '/giving/v2/donations'
  | '/giving/v2/people/{person_id}/donations'
  | '/giving/v2/batches'
  | '/giving/v2/deposits';

/**
 * What each list's records are dated by, in order of preference: the first the dialect's
 * service gives (catalog `onlyIn`). The real service dates a gift by when it was received (a
 * batch gift may be entered weeks later); the spec's gives only when it was made.
 */
const datedBy: Readonly<Record<DatedListPath, readonly string[]>> = {
  '/giving/v2/donations': ['received_at', 'created_at'],
  '/giving/v2/people/{person_id}/donations': ['received_at', 'created_at'],
  '/giving/v2/batches': ['created_at'],
  '/giving/v2/deposits': ['created_at'],
};

/** UTC instants (YYYY-MM-DDTHH:MM:SSZ): `from` included, `to` not; a missing bound is open. */
export interface DateRange {
  from?: string;
  to?: string;
}

/** How a list is read in a dialect: what its service does, and so what is left to the client. */
export interface ReadingPlan {
  /** The attribute the list's records are dated by in this dialect. */
  datedBy: string;
  /** The service sorts by that date (newest first on request). */
  ordered: boolean;
  /** The service keeps only the records of a date range. */
  ranged: boolean;
}

function endpointOf(path: ListKey) {
  const endpoint = readEndpointSpec(path);
  const resource = endpoint && resourceSpec(endpoint.app, endpoint.resource);
  if (!endpoint || !resource) throw new Error(`no list ${path} in the catalog`);
  return { endpoint, resource };
}

/** Whether a dialect's service gives an attribute (catalog `onlyIn`). */
function serves(spec: Parameters<typeof normalizeAttribute>[0], dialect: DialectName): boolean {
  const onlyIn = normalizeAttribute(spec).onlyIn;
  return onlyIn === undefined || onlyIn === dialect;
}

export function readingPlan(path: DatedListPath, dialect: DialectName): ReadingPlan {
  const { endpoint, resource } = endpointOf(path);
  const date = datedBy[path].find((name) => {
    const spec = resource.attributes[name];
    return spec !== undefined && serves(spec, dialect);
  });
  if (date === undefined) throw new Error(`${path} has no date its ${dialect} service gives`);
  const names = queryNamesIn(endpoint, dialect);
  const type = Object.hasOwn(names.where, date) ? names.where[date] : undefined;
  return {
    datedBy: date,
    ordered: names.order.includes(date),
    ranged: type === 'datetime' || type === 'date',
  };
}

/**
 * Which way a read goes through a list's dates: back from the newest (the service's own order,
 * or an oldest-first list from its end) or forward from the oldest (an oldest-first list from
 * its start).
 */
export type ReadDirection = 'back' | 'forward';

/** How a read went: what the service did, what was checked here, and what it cost. */
export interface Reading extends ReadingPlan {
  /** Which way it went through the list's dates. */
  direction: ReadDirection;
  /** The query parameters the service was asked to narrow by (the date range, a filter…). */
  askedOfService: string[];
  /** Requests sent (a count, then pages). */
  requests: number;
  /** Records the service answered, before the checks made here. */
  read: number;
}

export interface DatedProgress {
  requests: number;
  read: number;
  /** Records the read may reach at most, when the service has counted them. */
  total: number | undefined;
  /** Records kept so far. */
  found: number;
  /** How far the read has got (0 to 1), when that can be told: by count or by date. */
  fraction: number | undefined;
  /** Which way the read goes through the list's dates. */
  direction: ReadDirection;
  /** The date the read has reached so far (back to, or up to, by `direction`). */
  reached: string | undefined;
}

export interface ReadControl {
  signal?: AbortSignal;
  onProgress?: (progress: DatedProgress) => void;
}

export interface DatedQuery<K extends DatedListPath, I extends IncludeOf<K>> {
  path: K;
  params?: PathParams<K>;
  include?: readonly I[];
  range?: DateRange;
  /**
   * Narrowings the service is asked for where its dialect answers them (the rest are left out
   * of the request); `keep` must check the same, since it is always applied here.
   */
  where?: WhereOf<K>;
  filter?: readonly FilterOf<K>[];
  keep?: (record: RecordOf<K, I>) => boolean;
}

export interface DatedResult<T> {
  /** Newest first (by date, then by id). */
  records: T[];
  reading: Reading;
}

type Dated = { id: string; attributes: object };

/** A record's date in the plan's attribute (an API datetime). */
export function dateOf(record: Dated, plan: Pick<ReadingPlan, 'datedBy'>): string {
  const value = (record.attributes as Record<string, unknown>)[plan.datedBy];
  if (typeof value !== 'string') {
    throw new Error(`record ${record.id} has no ${plan.datedBy} to date it by`);
  }
  return value;
}

function inRange(date: string, range: DateRange | undefined): boolean {
  const at = Date.parse(date);
  if (range?.from !== undefined && at < Date.parse(range.from)) return false;
  if (range?.to !== undefined && at >= Date.parse(range.to)) return false;
  return true;
}

/** Newest first: by date, then by id (the later record of a moment first). */
function newestFirst<T extends Dated>(records: T[], plan: ReadingPlan): T[] {
  const at = (record: T) => Date.parse(dateOf(record, plan));
  return records.sort((a, b) => at(b) - at(a) || Number(b.id) - Number(a.id));
}

// The client's signature makes args optional only for paths without parameters; every call
// here passes them, so one widening keeps the generic calls simple.
type LooseList = (path: string, args: object) => Promise<Page<Dated>>;

/** What of the query the service is asked for in this dialect, as list options. */
function serviceQuery<K extends DatedListPath, I extends IncludeOf<K>>(
  query: DatedQuery<K, I>,
  plan: ReadingPlan,
  dialect: DialectName,
): { options: Record<string, unknown>; asked: string[] } {
  const names = queryNamesIn(endpointOf(query.path).endpoint, dialect);
  const where: Record<string, unknown> = {};
  const asked: string[] = [];
  for (const [name, value] of Object.entries(query.where ?? {})) {
    if (value === undefined || !Object.hasOwn(names.where, name)) continue;
    where[name] = value;
    asked.push(`where[${name}]`);
  }
  const range = query.range;
  if (plan.ranged && (range?.from !== undefined || range?.to !== undefined)) {
    where[plan.datedBy] = {
      ...(range.from === undefined ? {} : { gte: range.from }),
      ...(range.to === undefined ? {} : { lt: range.to }),
    };
    asked.push(`where[${plan.datedBy}]`);
  }
  const filter = (query.filter ?? []).filter((name) => names.filter.includes(name));
  if (filter.length > 0) asked.push(`filter=${filter.join(',')}`);
  if (plan.ordered) asked.push(`order=-${plan.datedBy}`);
  return {
    options: {
      ...(query.params === undefined ? {} : { params: query.params }),
      ...(query.include === undefined || query.include.length === 0
        ? {}
        : { include: query.include }),
      ...(Object.keys(where).length > 0 ? { where } : {}),
      ...(filter.length > 0 ? { filter } : {}),
      ...(plan.ordered ? { order: `-${plan.datedBy}` } : {}),
    },
    asked,
  };
}

/**
 * Where an oldest-first list is read from, once its first page is in: on from there
 * ('forward') when the range ends nearer the list's start than it begins from the list's end,
 * else from the end ('back'). The first page's dates give the list's pace (records per
 * millisecond), and so roughly where the range's bounds sit among the list's `total` records.
 * The requests each way are estimated from there, the first page's counted in both.
 */
function directionOf(
  first: readonly Dated[],
  total: number,
  range: DateRange | undefined,
  plan: Pick<ReadingPlan, 'datedBy'>,
  pageSize: number,
): ReadDirection {
  if (range?.to === undefined) return 'back';
  if (range.from === undefined) return 'forward';
  const dates = first.map((record) => Date.parse(dateOf(record, plan)));
  const start = Math.min(...dates);
  const span = Math.max(...dates) - start;
  if (first.length < 2 || span <= 0) return 'back';
  const position = (date: string) =>
    Math.min(total, Math.max(0, (first.length * (Date.parse(date) - start)) / span));
  const forward = Math.ceil(position(range.to) / pageSize);
  const back = 1 + Math.ceil((total - Math.max(first.length, position(range.from))) / pageSize);
  // Even, from the end: the newest records are the ones most often asked for.
  return forward < back ? 'forward' : 'back';
}

/**
 * Every record of a dated list in a range (and what `keep` keeps), newest first, read by the
 * cheapest path the client's dialect offers, under its rate pacer. Aborting the signal stops
 * the read between pages and cancels the request in flight.
 */
export async function readDated<K extends DatedListPath, I extends IncludeOf<K> = never>(
  client: Client,
  query: DatedQuery<K, I>,
  { signal, onProgress }: ReadControl = {},
): Promise<DatedResult<RecordOf<K, I>>> {
  const dialect = client.queryDialect;
  const plan = readingPlan(query.path, dialect);
  const { options, asked } = serviceQuery(query, plan, dialect);
  const list = client.list as unknown as LooseList;
  const keep = query.keep as ((record: Dated) => boolean) | undefined;
  const range = query.range;
  const pageSize = perPageLimits.max;
  const seen = new Set<string>();
  const kept: Dated[] = [];
  let requests = 0;
  let read = 0;
  let counted: number | undefined;
  // The service's order is newest first: a served read goes back in time, as a read from the end.
  let direction: ReadDirection = 'back';
  /** The dates the read has covered, in its direction: where it started, how far it got. */
  let startedAt: number | undefined;
  let reached: string | undefined;

  const ask = async (offset: number, perPage: number) => {
    signal?.throwIfAborted();
    requests++;
    return list(query.path, { ...options, offset, perPage, signal });
  };
  /** How far the read has got (0 to 1): by the dates reached where the range bounds them. */
  const fraction = (total: number | undefined): number | undefined => {
    const bound = direction === 'back' ? range?.from : range?.to;
    if (bound !== undefined && startedAt !== undefined && reached !== undefined) {
      return (
        Math.abs(Date.parse(reached) - startedAt) /
        Math.max(1, Math.abs(Date.parse(bound) - startedAt))
      );
    }
    return total === undefined ? undefined : total === 0 ? 1 : read / total;
  };
  /**
   * Takes records in the read's direction; answers whether they passed the range's bound that
   * way (an older record than its start going back, a later one than its end going forward).
   */
  const take = (records: readonly Dated[], total: number | undefined, track = true): boolean => {
    let passed = false;
    for (const record of records) {
      const date = dateOf(record, plan);
      const at = Date.parse(date);
      if (track) {
        startedAt ??= at;
        const further =
          reached === undefined ||
          (direction === 'back' ? at < Date.parse(reached) : at > Date.parse(reached));
        if (further) reached = date;
        if (direction === 'back' && range?.from !== undefined && at < Date.parse(range.from))
          passed = true;
        if (direction === 'forward' && range?.to !== undefined && at >= Date.parse(range.to))
          passed = true;
      }
      if (seen.has(record.id)) continue;
      seen.add(record.id);
      read++;
      if (inRange(date, range) && (keep === undefined || keep(record))) kept.push(record);
    }
    onProgress?.({
      requests,
      read,
      total: counted,
      found: kept.length,
      fraction: Math.min(1, passed ? 1 : (fraction(total) ?? 0)),
      direction,
      reached,
    });
    return passed;
  };

  if (plan.ordered || plan.ranged) {
    // The service sorts, or keeps only the range: pages from the first, until the range ends
    // (a sorted list without a range of its own passes the range's start on some page).
    for (let offset = 0; ;) {
      const page = await ask(offset, pageSize);
      counted = page.totalCount;
      const passed = take(page.records, plan.ranged ? page.totalCount : undefined);
      if ((plan.ordered && passed) || page.nextOffset === null || page.records.length === 0) break;
      offset = page.nextOffset;
    }
  } else {
    // Oldest first. The first page gives the total count and the dates at the list's start;
    // the read goes on from there or from the end, whichever the range is nearer (D183).
    const first = await ask(0, pageSize);
    counted = first.totalCount;
    const whole = first.nextOffset === null || first.records.length >= first.totalCount;
    direction = whole
      ? 'forward'
      : directionOf(first.records, first.totalCount, range, plan, pageSize);
    if (direction === 'forward') {
      let passed = take(first.records, first.totalCount);
      for (let offset = first.nextOffset; !passed && offset !== null;) {
        const page = await ask(offset, pageSize);
        passed = take(page.records, first.totalCount) || page.records.length === 0;
        offset = page.nextOffset;
      }
    } else {
      // From the end back, down to what the first page already holds.
      take(first.records, undefined, false);
      for (let end = first.totalCount; end > first.records.length;) {
        const start = Math.max(first.records.length, end - pageSize);
        const page = await ask(start, end - start);
        if (take([...page.records].reverse(), undefined)) break;
        end = start;
      }
    }
  }
  signal?.throwIfAborted();
  return {
    records: newestFirst(kept, plan) as RecordOf<K, I>[],
    reading: { ...plan, askedOfService: asked, direction, requests, read },
  };
}

export interface NewestPageQuery<K extends DatedListPath, I extends IncludeOf<K>> {
  path: K;
  params?: PathParams<K>;
  include?: readonly I[];
  /** Where the page starts in the newest-first list, and how many it holds. */
  offset: number;
  perPage: number;
  signal?: AbortSignal;
}

/** One page of a dated list, newest first, and how it was read. */
export interface NewestPage<T> extends Page<T> {
  reading: Reading;
}

/**
 * One page of a dated list newest first: the service's own order where the dialect has one
 * (one request), else the matching slice of its oldest-first order, reversed (a count, then
 * that slice: two requests).
 */
export async function newestPage<K extends DatedListPath, I extends IncludeOf<K> = never>(
  client: Client,
  query: NewestPageQuery<K, I>,
): Promise<NewestPage<RecordOf<K, I>>> {
  const dialect = client.queryDialect;
  const plan = readingPlan(query.path, dialect);
  const { options, asked } = serviceQuery(
    { path: query.path, params: query.params, include: query.include },
    plan,
    dialect,
  );
  const list = client.list as unknown as LooseList;
  const { offset, perPage, signal } = query;
  const reading = (requests: number, read: number): Reading => ({
    ...plan,
    askedOfService: asked,
    direction: 'back',
    requests,
    read,
  });
  if (plan.ordered) {
    const page = await list(query.path, { ...options, offset, perPage, signal });
    return { ...(page as Page<RecordOf<K, I>>), reading: reading(1, page.records.length) };
  }
  const { totalCount } = await list(query.path, { ...options, offset: 0, perPage: 1, signal });
  const size = Math.min(perPage, totalCount - offset);
  const page: Page<Dated> =
    size > 0
      ? await list(query.path, {
          ...options,
          offset: Math.max(0, totalCount - offset - size),
          perPage: size,
          signal,
        })
      : { records: [], totalCount, offset: 0, nextOffset: null, prevOffset: null };
  const records = [...page.records].reverse() as RecordOf<K, I>[];
  return {
    records,
    totalCount,
    offset,
    nextOffset: offset + records.length < totalCount ? offset + records.length : null,
    prevOffset: offset > 0 ? Math.max(0, offset - perPage) : null,
    reading: reading(size > 0 ? 2 : 1, records.length),
  };
}
