/**
 * What a person does on a server-rendered page before the app has taken it over, done again once
 * it has. The page shows before its scripts have loaded, and React drops what it is not yet
 * listening to: a click on a button or a filter's label, a shortcut key, text typed into a field.
 *
 * `holdEarlyEvents` (held-events-script.ts) runs as an inline script in the page's <head>, so it
 * holds from the first paint, before the entry script has even arrived; the app calls
 * `releaseHeldEvents` once it listens.
 */

/** What the inline script leaves on `window` for the app. */
export interface HeldEvents {
  /** Stops holding, and does again what was held. */
  release(): void;
}

declare global {
  interface Window {
    narthexHeldEvents?: HeldEvents;
  }
}

/** Does again what the page's inline script held, if it ran. */
export function releaseHeldEvents(): void {
  const held = window.narthexHeldEvents;
  delete window.narthexHeldEvents;
  held?.release();
}
