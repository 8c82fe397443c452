/** What the kiosk's sync loop does after a failed send: wait how long, for what, and why. */
import { ApiError } from '../../api/api-error';

export interface BackoffSettings {
  /** The first wait after a failure. */
  readonly baseMs: number;
  /** The longest wait, however many failures in a row. */
  readonly maxMs: number;
}

export const defaultBackoff: BackoffSettings = { baseMs: 1_000, maxMs: 30_000 };

/**
 * Why counts wait, for the kiosk to say in its own language (sync-sentence.ts). `detail` is the
 * service's own words for what it refused (or the browser's, for an unexpected error).
 */
export type SyncProblem =
  | { readonly kind: 'signed-out' }
  /** A 429 the loop backs off from. */
  | { readonly kind: 'slow-down' }
  /** A 429 the client waits out itself (its pacer). */
  | { readonly kind: 'rate-limited' }
  | { readonly kind: 'unreachable' }
  | { readonly kind: 'service-error'; readonly detail: string }
  | { readonly kind: 'refused'; readonly detail: string };

export type FailureAction =
  /** 401: only a new sign-in helps; the entries stay until then. */
  | { readonly kind: 'signed_out'; readonly problem: SyncProblem }
  /** 429, 5xx, a network error: wait, then try again. */
  | {
      readonly kind: 'retry';
      readonly delayMs: number;
      readonly problem: SyncProblem;
      /** A network error: the `online` event may end the wait early. */
      readonly network: boolean;
    }
  /** A refusal that trying again may not fix (403, 404, 422…): keep the entry, retry slowly. */
  | { readonly kind: 'refused'; readonly delayMs: number; readonly problem: SyncProblem };

/**
 * Exponential backoff with "equal jitter": half of the step is fixed, half random, so a room of
 * kiosks does not retry in lockstep and no wait is ever near zero.
 */
export function backoffDelay(
  failures: number,
  settings: BackoffSettings = defaultBackoff,
  random: () => number = Math.random,
): number {
  const step = Math.min(settings.maxMs, settings.baseMs * 2 ** Math.max(0, failures - 1));
  return Math.round(step / 2 + (step / 2) * random());
}

/** `failures` counts this one: 1 for the first failure in a row. */
export function classifyFailure(
  error: unknown,
  failures: number,
  settings: BackoffSettings = defaultBackoff,
  random: () => number = Math.random,
): FailureAction {
  if (!(error instanceof ApiError)) {
    const message = error instanceof Error ? error.message : String(error);
    return {
      kind: 'refused',
      delayMs: settings.maxMs,
      problem: { kind: 'refused', detail: message },
    };
  }
  if (error.status === 401) {
    return { kind: 'signed_out', problem: { kind: 'signed-out' } };
  }
  if (error.status === 429) {
    // The service said when; a little jitter on top spreads the kiosks of one account.
    const delayMs =
      error.retryAfterSeconds !== undefined
        ? Math.max(1, error.retryAfterSeconds) * 1000 + Math.round(250 * random())
        : backoffDelay(failures, settings, random);
    return {
      kind: 'retry',
      delayMs,
      problem: { kind: 'slow-down' },
      network: false,
    };
  }
  if (error.status === 0) {
    return {
      kind: 'retry',
      delayMs: backoffDelay(failures, settings, random),
      problem: { kind: 'unreachable' },
      network: true,
    };
  }
  if (error.status >= 500 || error.status === 408 || error.kind === 'invalid_response') {
    return {
      kind: 'retry',
      delayMs: backoffDelay(failures, settings, random),
      problem: { kind: 'service-error', detail: error.detail },
      network: false,
    };
  }
  return {
    kind: 'refused',
    delayMs: settings.maxMs,
    problem: { kind: 'refused', detail: error.detail },
  };
}
