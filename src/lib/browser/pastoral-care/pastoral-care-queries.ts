/**
 * The pastoral-care reads as queries the home page and the reports share: one walk of the recent
 * check-ins per first day and one of the people directory, each kept for an hour, so the home
 * tiles and the reports behind them cost one walk between them and a second visit none.
 */
import { useLingui } from '@lingui/react';

import { useApiClient } from '../api-query/api-client-context';
import { useKeptWalk } from '../api-query/kept-walk';
import { apiKeys } from '../../pure/api-query/query-keys';
import { todayIn } from '../../pure/calendar-days';
import { translatorOf } from '../../pure/i18n/translator';
import type { WalkProgress } from '../../pure/export/walk-pages';
import {
  findMissingRegulars,
  missingDays,
  type MissingRegulars,
  type MissingRule,
} from '../../pure/pastoral-care/missing-regulars';
import {
  loadPeopleDirectory,
  type PeopleDirectory,
} from '../../pure/pastoral-care/people-directory';
import {
  loadRecentCheckIns,
  type RecentCheckIns,
  type RecentProgress,
} from '../../pure/pastoral-care/recent-check-ins';

const KEEP_MS = 60 * 60_000;

/** Every check-in from `since` on (organization's zone), under the check-ins list's key. */
export function useRecentCheckIns(since: string | undefined, timeZone: string | undefined) {
  const client = useApiClient();
  return useKeptWalk<RecentCheckIns, RecentProgress>({
    queryKey: [...apiKeys.path('/check_ins/v2/check_ins'), 'recent', since, timeZone],
    enabled: since !== undefined && timeZone !== undefined,
    keepMs: KEEP_MS,
    walk: (signal, onProgress) =>
      loadRecentCheckIns(client, {
        since: since ?? '',
        timeZone: timeZone ?? 'UTC',
        signal,
        onProgress,
      }),
  });
}

/** Every active person with households and dates, under the people list's key. */
export function usePeopleDirectory() {
  const client = useApiClient();
  const unnamed = translatorOf(useLingui().i18n)('people.person.noNameGiven');
  return useKeptWalk<PeopleDirectory, WalkProgress>({
    queryKey: [...apiKeys.path('/people/v2/people'), 'pastoral-directory'],
    keepMs: KEEP_MS,
    walk: (signal, onProgress) => loadPeopleDirectory(client, { signal, onProgress, unnamed }),
  });
}

export interface MissingRegularsRead {
  /** The rule's days, once the organization's zone is known. */
  days: ReturnType<typeof missingDays> | undefined;
  recent: ReturnType<typeof useRecentCheckIns>;
  directory: ReturnType<typeof usePeopleDirectory>;
  /** Found once both walks are in. */
  found: MissingRegulars | undefined;
  error: unknown;
  /** Some walk is running. */
  fetching: boolean;
  cancel: () => void;
  refetch: () => void;
}

/** The missing regulars of a rule at one event or all, with both walks' state. */
export function useMissingRegulars(
  rule: MissingRule,
  eventId: string | 'all',
  timeZone: string | undefined,
): MissingRegularsRead {
  const today = timeZone === undefined ? undefined : todayIn(timeZone);
  const days = today === undefined ? undefined : missingDays(rule, today);
  const recent = useRecentCheckIns(days?.from, timeZone);
  const directory = usePeopleDirectory();
  const found =
    recent.query.data && directory.query.data && today !== undefined
      ? findMissingRegulars(recent.query.data, directory.query.data, rule, today, eventId)
      : undefined;
  return {
    days,
    recent,
    directory,
    found,
    error: recent.query.error ?? directory.query.error,
    fetching: recent.query.isFetching || directory.query.isFetching,
    cancel: () => {
      recent.cancel();
      directory.cancel();
    },
    refetch: () => {
      void recent.query.refetch();
      void directory.query.refetch();
    },
  };
}
