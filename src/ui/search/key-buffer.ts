/**
 * Keeps what is typed from the moment a dialog is asked for until its field is there to take it:
 * the dialog's code may still be downloading, the dialog may still be opening, or (on a
 * server-rendered page) the app may be replaying the keys held since the page's head.
 *
 * While it keeps, every key without Ctrl or ⌘ is the dialog's, whatever has the focus: a
 * character is kept, Backspace takes the last one back, Escape gives the dialog up, and any other
 * key does nothing, so none of them acts on the page underneath. Shortcuts go through.
 */
export interface KeyBuffer {
  /** Starts keeping (nothing changes if it already does); Escape meanwhile calls `onEscape`. */
  start(onEscape: () => void): void;
  /** What was kept, and stops keeping. */
  take(): string;
  /** What is kept so far (empty when it does not keep). */
  peek(): string;
  /** Called after each change of what is kept. */
  subscribe(listener: () => void): () => void;
}

/** Keeps nothing until `start()`; a server render makes one too, so it touches no window before. */
export function createKeyBuffer(): KeyBuffer {
  let kept: string | null = null;
  let onEscape = () => undefined as void;
  const listeners = new Set<() => void>();
  const changed = () => {
    for (const listener of listeners) listener();
  };

  const stop = () => {
    if (kept === null) return;
    kept = null;
    window.removeEventListener('keydown', onKeyDown, true);
    changed();
  };

  function onKeyDown(event: KeyboardEvent) {
    if (kept === null) return;
    // AltGr reads as Ctrl+Alt on Windows, and types characters ('@' on many layouts).
    if ((event.ctrlKey || event.metaKey) && !event.getModifierState('AltGraph')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (event.key === 'Escape') {
      stop();
      onEscape();
      return;
    }
    if (event.key === 'Backspace') {
      kept = Array.from(kept).slice(0, -1).join('');
    } else if (Array.from(event.key).length === 1) {
      kept += event.key;
    } else {
      return;
    }
    changed();
  }

  return {
    start(escape) {
      onEscape = escape;
      if (kept !== null) return;
      kept = '';
      // The capture phase of the window: before the page's own handlers and shortcuts.
      window.addEventListener('keydown', onKeyDown, true);
    },
    take() {
      const text = kept ?? '';
      stop();
      return text;
    },
    peek: () => kept ?? '',
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
