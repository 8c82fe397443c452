import { queryOptions } from '@tanstack/react-query';

import type { Client } from '../../api/client';
import { apiKeys } from '../../lib/pure/api-query/query-keys';
import { listQuery } from '../../lib/browser/api-query/query-options';
import type { Translate } from '../../lib/pure/i18n/translator';
import type { MessageId } from '../../messages/message-id';
import { batchStatusText } from '../batch-status-badge';
import { reasonText } from '../query-error';

/** The kinds of record "Search everywhere" finds, in the order their groups are shown. */
export const SEARCH_KINDS = ['people', 'households', 'funds', 'batches', 'events'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** Each kind's heading in the results (a message of the catalogs). */
export const SEARCH_KIND_LABELS: Readonly<Record<SearchKind, MessageId>> = {
  people: 'ui.search.kind.people',
  households: 'ui.search.kind.households',
  funds: 'ui.search.kind.funds',
  batches: 'ui.search.kind.batches',
  events: 'ui.search.kind.events',
};

/** At most this many results per kind, so each request stays small. */
export const HITS_PER_KIND = 5;

/**
 * Lists the API cannot search by part of a name (the spec gives them no `where`, or an exact one)
 * are read once, up to this many records, and matched in the browser: one request serves every
 * keystroke for a few minutes.
 */
export const LOCAL_INDEX_SIZE = 100;
const LOCAL_INDEX_STALE_MS = 5 * 60_000;

/** The shortest text searched for: one letter matches too much to be useful. */
export const MIN_SEARCH_LENGTH = 2;

export interface SearchHit {
  readonly key: string;
  readonly kind: SearchKind;
  readonly title: string;
  readonly detail?: string;
  /** The record's page in the app. */
  readonly href: string;
}

const PEOPLE = '/people/v2/people';
const EMAILS = '/people/v2/emails';
const HOUSEHOLDS = '/people/v2/households';
const FUNDS = '/giving/v2/funds';
const BATCHES = '/giving/v2/batches';
const EVENTS = '/check_ins/v2/events';

const pageOf = (base: string, id: string) => `${base}/${encodeURIComponent(id)}`;
const personPage = (id: string) => pageOf('/people', id);

function firstMatches<T>(records: readonly T[], text: (record: T) => string, term: string): T[] {
  const wanted = term.toLocaleLowerCase();
  return records
    .filter((record) => text(record).toLocaleLowerCase().includes(wanted))
    .slice(0, HITS_PER_KIND);
}

/** People whose name contains the term: the directory's search, on the server. */
function peopleByName(client: Client, term: string) {
  return queryOptions({
    ...listQuery(client, PEOPLE, { where: { search_name: term }, perPage: HITS_PER_KIND }),
    select: (page): SearchHit[] =>
      page.records.map((person) => ({
        key: `person-${person.id}`,
        kind: 'people',
        title: person.attributes.name,
        href: personPage(person.id),
      })),
  });
}

/**
 * People with this e-mail address (the spec's where on an address is exact): the addresses, then
 * each one's person, which the e-mail list cannot include.
 */
function peopleByEmail(client: Client, term: string) {
  const args = { where: { address: term }, perPage: HITS_PER_KIND };
  return queryOptions({
    queryKey: [...apiKeys.list(EMAILS, args), 'people'],
    queryFn: async ({ signal }): Promise<SearchHit[]> => {
      const emails = await client.list(EMAILS, { ...args, signal });
      const people = await Promise.all(
        emails.records.map((email) => client.related(EMAILS, { id: email.id, signal }, 'person')),
      );
      return people.flatMap((person, index) =>
        person
          ? [
              {
                key: `person-${person.id}`,
                kind: 'people' as const,
                title: person.attributes.name,
                detail: emails.records[index]?.attributes.address,
                href: personPage(person.id),
              },
            ]
          : [],
      );
    },
  });
}

function households(client: Client, term: string, t: Translate) {
  return queryOptions({
    ...listQuery(client, HOUSEHOLDS, { perPage: LOCAL_INDEX_SIZE, order: 'name' }),
    staleTime: LOCAL_INDEX_STALE_MS,
    select: (page): SearchHit[] =>
      firstMatches(page.records, (h) => h.attributes.name, term).map((household) => ({
        key: `household-${household.id}`,
        kind: 'households',
        title: household.attributes.name,
        detail: t('ui.search.members', { count: household.attributes.member_count }),
        href: pageOf('/people/households', household.id),
      })),
  });
}

function funds(client: Client, term: string) {
  return queryOptions({
    ...listQuery(client, FUNDS, { perPage: LOCAL_INDEX_SIZE }),
    staleTime: LOCAL_INDEX_STALE_MS,
    select: (page): SearchHit[] =>
      firstMatches(page.records, (f) => f.attributes.name, term).map((fund) => ({
        key: `fund-${fund.id}`,
        kind: 'funds',
        title: fund.attributes.name,
        detail: fund.attributes.description || undefined,
        // Funds have no page of their own: their list.
        href: '/giving/funds',
      })),
  });
}

function batches(client: Client, term: string, t: Translate) {
  // Found by its title in the page's language ("Batch 12", "Lote 12") or its number alone.
  const batchTitle = (id: string) => t('ui.search.batchTitle', { id });
  return queryOptions({
    ...listQuery(client, BATCHES, { perPage: LOCAL_INDEX_SIZE }),
    staleTime: LOCAL_INDEX_STALE_MS,
    select: (page): SearchHit[] =>
      firstMatches(page.records, (b) => batchTitle(b.id), term.replace(/^#/, '')).map((batch) => ({
        key: `batch-${batch.id}`,
        kind: 'batches',
        title: batchTitle(batch.id),
        detail: reasonText(batchStatusText(batch.attributes.status, t)),
        href: pageOf('/giving/batches', batch.id),
      })),
  });
}

function events(client: Client, term: string) {
  return queryOptions({
    ...listQuery(client, EVENTS, { perPage: LOCAL_INDEX_SIZE, order: 'name' }),
    staleTime: LOCAL_INDEX_STALE_MS,
    select: (page): SearchHit[] =>
      firstMatches(page.records, (e) => e.attributes.name, term).map((event) => ({
        key: `event-${event.id}`,
        kind: 'events',
        title: event.attributes.name,
        href: pageOf('/check-ins/events', event.id),
      })),
  });
}

/**
 * The queries that answer `term`, each with hits of one kind (their words in the language of
 * `t`). Each passes TanStack Query's signal to the client, so a request whose term was superseded
 * is cancelled.
 */
export function searchSources(client: Client, term: string, t: Translate) {
  return [
    peopleByName(client, term),
    ...(term.includes('@') ? [peopleByEmail(client, term)] : []),
    households(client, term, t),
    funds(client, term),
    batches(client, term, t),
    events(client, term),
  ];
}
