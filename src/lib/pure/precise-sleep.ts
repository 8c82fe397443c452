/**
 * A sleep that ends on time after a long wait. Linux lets a poll that sleeps T end up to T/1000
 * late (timer slack, capped at 100 ms), and an idle Node process sleeps in one poll: a 20 s
 * setTimeout ended 2 to 20 ms late here, a 60 s one 50 ms late. The rate pacer's waits end when
 * a slot of the service's window opens, and a walker that starts that late leaves slots empty.
 * So a long wait is slept short of its end (by 0.2% of what is left, at least `finalStepMs`, more
 * than the slack can add) and the rest in shorter steps, the last of which has no slack to speak
 * of. Like setTimeout it may end up to a millisecond late, never early.
 */
const finalStepMs = 10;

function timer(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      clearTimeout(handle);
      reject(signal?.reason);
    };
    const handle = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

export async function preciseSleep(ms: number, signal?: AbortSignal): Promise<void> {
  const end = performance.now() + ms;
  for (;;) {
    const left = end - performance.now();
    if (left <= 0) return;
    const early = Math.max(finalStepMs, left * 0.002);
    await timer(left > 2 * finalStepMs ? left - early : left, signal);
  }
}
