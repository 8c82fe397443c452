/**
 * Runs `task` once the browser is idle after the first paint (requestIdleCallback, with a timeout
 * so a busy page still gets it; a plain timer where the browser has none). Code that the first
 * paint does not need but a user may want at any moment (a dialog's chunk) is fetched this way.
 */
export function whenIdle(task: () => void, timeoutMs = 2_000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(task, 200);
  return () => window.clearTimeout(timer);
}
