import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * Runs `steps` with setTimeout on a fake clock, so a debounce's pause is exact however busy the
 * machine (the sandbox's I/O stays real), then gives the real timers back.
 */
export async function onFakeTimers(steps: () => Promise<void>): Promise<void> {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  try {
    await steps();
  } finally {
    vi.useRealTimers();
  }
}

/** `ms` pass on the fake clock, and React renders what they set off. */
export function pass(ms: number): Promise<void> {
  return act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}
