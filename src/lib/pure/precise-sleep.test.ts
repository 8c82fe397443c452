import { describe, expect, it } from 'vitest';
import { preciseSleep } from './precise-sleep';

describe('preciseSleep', () => {
  it('never ends before the time asked, in one step or several', async () => {
    for (const ms of [0, 3, 45]) {
      const started = performance.now();
      await preciseSleep(ms);
      expect(performance.now() - started).toBeGreaterThanOrEqual(ms);
    }
  });

  it('ends with the signal’s reason when aborted, before or during the wait', async () => {
    const before = new AbortController();
    before.abort(new Error('gone'));
    await expect(preciseSleep(10, before.signal)).rejects.toThrow('gone');
    const during = new AbortController();
    const sleeping = preciseSleep(60_000, during.signal);
    during.abort(new Error('stopped'));
    await expect(sleeping).rejects.toThrow('stopped');
  });
});
