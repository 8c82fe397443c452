/**
 * The kiosk's status as one true sentence (D125): whether every count is synced, how many wait
 * and why, offline, held for Undo, or a question waiting for its answer. One sentence, so the
 * screen never says two things that read as a contradiction ("All counts synced" above "Not
 * synced yet on this device"). Said in the kiosk's language, times in its locale.
 */
import { formatDatetime, toApiDatetime } from '../../lib/pure/dates';
import type { Translate } from '../../lib/pure/i18n/translator';
import type { SyncSnapshot } from './headcount-sync';
import type { SyncProblem } from './sync-failure';

export interface SyncFacts {
  readonly snapshot: SyncSnapshot;
  /** Counts not yet confirmed by the service: the outbox's, and edits still being stored. */
  readonly waiting: number;
  /** Whether the browser says it is online. */
  readonly online: boolean;
  /** The attendance types whose counter waits for an answer to its question. */
  readonly asking: readonly string[];
  readonly timeZone: string;
}

export type SyncTone = 'synced' | 'waiting' | 'asking' | 'offline' | 'paused' | 'refused' | 'kept';

export interface SyncSentence {
  readonly tone: SyncTone;
  readonly text: string;
  /** What a button beside it does: try at once, sign in again, or show the totals to enter. */
  readonly action: 'retry' | 'sign-in' | 'totals' | null;
}

/** The service's own words as the end of a sentence: no capital, no full stop. */
const clause = (text: string) => text.charAt(0).toLowerCase() + text.slice(1).replace(/\.$/, '');

/** "Adults, Kids and Overflow". */
function namesText(t: Translate, names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return t('headcounts.sync.namesAnd', {
    rest: names.slice(0, -1).join(', '),
    last: names.at(-1) ?? '',
  });
}

/** Why sending stopped, as the end of a sentence. */
function problemClause(t: Translate, problem: SyncProblem | null, otherwise: string): string {
  switch (problem?.kind) {
    case undefined:
      return otherwise;
    case 'signed-out':
      return t('headcounts.sync.problem.signedOut');
    case 'slow-down':
      return t('headcounts.sync.problem.slowDown');
    case 'rate-limited':
      return t('headcounts.sync.problem.rateLimited');
    case 'unreachable':
      return t('headcounts.sync.problem.unreachable');
    case 'service-error':
      return t('headcounts.sync.problem.serviceError', { detail: problem.detail });
    case 'refused':
      return clause(problem.detail);
  }
}

export function syncSentence(t: Translate, locale: string, facts: SyncFacts): SyncSentence {
  const sentence = sentenceOf(t, locale, facts);
  // A time that ends in an abbreviation ("10:42 a.m.") ends the sentence with its own full stop.
  return { ...sentence, text: sentence.text.replace(/\.\.$/, '.') };
}

function sentenceOf(
  t: Translate,
  locale: string,
  { snapshot, waiting, online, asking, timeZone }: SyncFacts,
): SyncSentence {
  const at = (ms: number) => formatDatetime(toApiDatetime(ms), timeZone, 'time', locale);
  const nextTry =
    snapshot.retryAt === null ? '' : t('headcounts.sync.nextTry', { time: at(snapshot.retryAt) });
  const count = waiting;
  // Said before anyone counts, and never "synced" for a count the service did not take (D167).
  if (snapshot.writesRefused !== null && asking.length === 0) {
    return {
      tone: 'kept',
      text: t('headcounts.sync.kept', { reason: clause(snapshot.writesRefused) }),
      action: 'totals',
    };
  }
  if (!online || snapshot.state === 'offline') {
    return {
      tone: 'offline',
      text:
        waiting === 0 ? t('headcounts.sync.offline') : t('headcounts.sync.offlineKept', { count }),
      action: null,
    };
  }
  if (waiting > 0) {
    switch (snapshot.state) {
      case 'signed_out':
        return {
          tone: 'refused',
          text: t('headcounts.sync.signedOut', { count }),
          action: 'sign-in',
        };
      case 'refused':
        return {
          tone: 'refused',
          text: t('headcounts.sync.refused', {
            count,
            problem: problemClause(t, snapshot.problem, t('headcounts.sync.problem.noReason')),
            nextTry,
          }),
          action: 'retry',
        };
      case 'backing_off':
      case 'rate_limited':
        return {
          tone: 'paused',
          text: t('headcounts.sync.paused', {
            count,
            problem: problemClause(t, snapshot.problem, t('headcounts.sync.problem.busy')),
            nextTry,
          }),
          // While the client waits out a 429 itself, there is nothing to try sooner.
          action: snapshot.state === 'backing_off' ? 'retry' : null,
        };
      case 'standby':
        return {
          tone: 'waiting',
          text: t('headcounts.sync.standby', { count }),
          action: null,
        };
      default:
        break;
    }
  }
  if (asking.length > 0) {
    return {
      tone: 'asking',
      text: t('headcounts.sync.asking', { count: asking.length, names: namesText(t, asking) }),
      action: null,
    };
  }
  if (waiting > 0 && snapshot.held >= waiting) {
    return { tone: 'waiting', text: t('headcounts.sync.held', { count }), action: null };
  }
  if (waiting > 0) {
    return { tone: 'waiting', text: t('headcounts.sync.waiting', { count }), action: null };
  }
  return {
    tone: 'synced',
    text:
      snapshot.lastSyncedAt === null
        ? t('headcounts.sync.synced')
        : t('headcounts.sync.syncedAt', { time: at(snapshot.lastSyncedAt) }),
    action: null,
  };
}
