/**
 * Rate budgets in this process: one RatePacer per upstream user, shared by all of that user's
 * sessions, behind the fair queue of rate-budget.ts; idle pacers are dropped after an hour.
 */
import { RatePacer } from '../api/rate-pacer';
import type { Clock } from '../api/rate-pacer';
import { UserBudgets } from './rate-budget';
import type { RateSlot, UserWindow } from './rate-budget';

class LocalUserWindow implements UserWindow {
  private readonly pacer: RatePacer;

  constructor(clock: Clock | undefined) {
    this.pacer = new RatePacer({ clock });
  }

  async outlook(count: number): Promise<{ waits: number[]; periodMs: number | undefined }> {
    return { waits: this.pacer.slotWaits(count), periodMs: this.pacer.snapshot().periodMs };
  }

  async acquire(): Promise<RateSlot> {
    await this.pacer.acquire();
    return {
      release: async (observation) => {
        this.pacer.release(observation);
      },
    };
  }

  async blockFor(ms: number): Promise<void> {
    this.pacer.blockFor(ms);
  }

  async periodMs(): Promise<number | undefined> {
    return this.pacer.snapshot().periodMs;
  }

  idle(): boolean {
    return this.pacer.snapshot().inFlight === 0;
  }
}

export interface LocalRateBudgetsOptions {
  /** What the pacers wait on; default the system clock (tests pass one they move). */
  clock?: Clock;
}

export class LocalRateBudgets extends UserBudgets {
  constructor(options: LocalRateBudgetsOptions = {}) {
    super(() => new LocalUserWindow(options.clock));
  }
}
