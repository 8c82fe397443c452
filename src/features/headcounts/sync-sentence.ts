/**
 * The kiosk's status as one true sentence (D125): whether every count is synced, how many wait
 * and why, offline, held for Undo, or a question waiting for its answer. One sentence, so the
 * screen never says two things that read as a contradiction ("All counts synced" above "Not
 * synced yet on this device").
 */
import { formatDatetime, toApiDatetime } from '../../lib/pure/dates';
import type { SyncSnapshot } from './headcount-sync';

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

const countsText = (n: number) => (n === 1 ? '1 count' : `${n} counts`);

/** A problem in words as the end of a sentence: no capital, no full stop. */
const clause = (text: string) => text.charAt(0).toLowerCase() + text.slice(1).replace(/\.$/, '');

function namesText(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`;
}

export function syncSentence({
  snapshot,
  waiting,
  online,
  asking,
  timeZone,
}: SyncFacts): SyncSentence {
  const at = (ms: number) => formatDatetime(toApiDatetime(ms), timeZone, 'time');
  const nextTry = snapshot.retryAt === null ? '' : `; next try at ${at(snapshot.retryAt)}`;
  const waitingText = countsText(waiting);
  // Said before anyone counts, and never "synced" for a count the service did not take (D167).
  if (snapshot.writesRefused !== null && asking.length === 0) {
    return {
      tone: 'kept',
      text: `Headcounts cannot be sent (the service refuses them: ${clause(snapshot.writesRefused)}), so every count stays on this device; enter the totals in the service's Headcounts.`,
      action: 'totals',
    };
  }
  if (!online || snapshot.state === 'offline') {
    return {
      tone: 'offline',
      text:
        waiting === 0
          ? 'Offline: keep counting, every count is kept on this device until the network is back.'
          : `Offline: ${waitingText} kept on this device, sent when the network is back.`,
      action: null,
    };
  }
  if (waiting > 0) {
    switch (snapshot.state) {
      case 'signed_out':
        return {
          tone: 'refused',
          text: `${waitingText} waiting: the sign-in has ended.`,
          action: 'sign-in',
        };
      case 'refused':
        return {
          tone: 'refused',
          text: `${waitingText} waiting: the service refused one (${clause(snapshot.problem ?? 'no reason given')})${nextTry}.`,
          action: 'retry',
        };
      case 'backing_off':
      case 'rate_limited':
        return {
          tone: 'paused',
          text: `${waitingText} waiting, sending paused: ${clause(snapshot.problem ?? 'The service is busy.')}${nextTry}.`,
          // While the client waits out a 429 itself, there is nothing to try sooner.
          action: snapshot.state === 'backing_off' ? 'retry' : null,
        };
      case 'standby':
        return {
          tone: 'waiting',
          text: `${waitingText} waiting: another kiosk tab in this browser is sending them.`,
          action: null,
        };
      default:
        break;
    }
  }
  if (asking.length > 0) {
    return {
      tone: 'asking',
      text: `${namesText(asking)} ${asking.length === 1 ? 'waits' : 'wait'} for an answer; nothing changes there until then.`,
      action: null,
    };
  }
  if (waiting > 0 && snapshot.held >= waiting) {
    return {
      tone: 'waiting',
      text: `${waitingText} held a few seconds for Undo, then synced.`,
      action: null,
    };
  }
  if (waiting > 0) {
    return { tone: 'waiting', text: `${waitingText} waiting to sync.`, action: null };
  }
  return {
    tone: 'synced',
    text:
      snapshot.lastSyncedAt === null
        ? 'All counts synced.'
        : `All counts synced, last at ${at(snapshot.lastSyncedAt)}.`,
    action: null,
  };
}
