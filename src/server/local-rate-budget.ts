/**
 * Rate budgets in this process: one RatePacer per upstream user, shared by all of that user's
 * sessions; idle pacers are dropped after an hour.
 */
import { RatePacer } from '../api/rate-pacer';
import type { RateBudgets, RateSlot, UserBudget } from './rate-budget';

function aborted(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}

class LocalUserBudget implements UserBudget {
  constructor(readonly pacer: RatePacer) {}

  async acquireBefore(deadline: number): Promise<RateSlot | undefined> {
    const remaining = deadline - Date.now();
    if (remaining <= 0) return undefined;
    const signal = AbortSignal.timeout(remaining);
    const acquired = this.pacer.acquire(signal);
    try {
      await Promise.race([acquired, aborted(signal)]);
    } catch {
      // If the slot was granted at the last moment anyway, give it back.
      acquired.then(
        () => this.pacer.release(),
        () => undefined,
      );
      return undefined;
    }
    return {
      release: async (observation) => {
        this.pacer.release(observation);
      },
    };
  }

  async blockFor(ms: number): Promise<void> {
    this.pacer.blockFor(ms);
  }

  async defaultRetryDelayMs(): Promise<number> {
    return this.pacer.defaultRetryDelayMs();
  }

  async retryAfterSeconds(): Promise<number> {
    const { blockedUntil, periodMs } = this.pacer.snapshot();
    const now = Date.now();
    if (blockedUntil > now) return Math.max(1, Math.ceil((blockedUntil - now) / 1000));
    return Math.max(1, Math.ceil((periodMs ?? 1000) / 1000));
  }
}

export class LocalRateBudgets implements RateBudgets {
  private readonly budgets = new Map<string, { budget: LocalUserBudget; usedAt: number }>();
  private sweptAt = Date.now();

  forUser(userKey: string): UserBudget {
    const now = Date.now();
    if (now - this.sweptAt > 60_000) this.sweep(now);
    let entry = this.budgets.get(userKey);
    if (!entry) {
      entry = { budget: new LocalUserBudget(new RatePacer()), usedAt: now };
      this.budgets.set(userKey, entry);
    }
    entry.usedAt = now;
    return entry.budget;
  }

  private sweep(now: number): void {
    this.sweptAt = now;
    for (const [key, entry] of this.budgets) {
      const idle = now - entry.usedAt > 3_600_000;
      if (idle && entry.budget.pacer.snapshot().inFlight === 0) this.budgets.delete(key);
    }
  }
}
