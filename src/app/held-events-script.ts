/**
 * The inline script of a server-rendered page's <head> that holds what is done on the page until
 * the app listens (held-events.ts). Only the server needs it: the browser gets it in the page.
 */
import type { HeldEvents } from './held-events';

/**
 * Holds, from now on, clicks on buttons, on what toggles a control (a label, a checkbox, a
 * radio) and on a list's rows that open a record (focusable rows; a link in one still goes),
 * keys pressed outside text fields and keys with Ctrl or ⌘ anywhere (the shortcuts: Ctrl+K, '/'),
 * every key after the search's shortcut (kept out of a focused field: the search takes them, see
 * src/ui/search/key-buffer.ts), and the values typed or chosen in fields.
 *
 * Self-contained, since its source is inlined into the page: it names nothing outside itself.
 */
export function holdEarlyEvents(): void {
  const CLICKABLE =
    'button, label, input[type="checkbox"], input[type="radio"], [role="button"], [role="checkbox"], [role="switch"], [role="tab"], tr[tabindex]';
  const pressed: KeyboardEvent[] = [];
  const typed = new Map<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, string>();
  const clicked: HTMLElement[] = [];

  const typesText = (target: EventTarget | null) =>
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest(CLICKABLE) : null;
    if (!(target instanceof HTMLElement) || target.matches(':disabled')) return;
    // A link inside what is held (a name in a row) works without the app: it is not held.
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (link && target.contains(link)) return;
    event.preventDefault();
    event.stopPropagation();
    clicked.push(target);
  };
  // Once the search's shortcut is held, the keys after it are the search's, even in a field.
  let searching = false;
  const onKey = (event: KeyboardEvent) => {
    const shortcut = event.ctrlKey || event.metaKey;
    if (searching && !shortcut) event.preventDefault();
    // In a text field only a key with Ctrl or ⌘ is a shortcut; the rest types text.
    if (searching || !typesText(event.target) || shortcut) {
      pressed.push(event);
    }
    const key = event.key.toLowerCase();
    if ((shortcut && key === 'k') || (key === '/' && !typesText(event.target))) searching = true;
  };
  const onValue = (event: Event) => {
    const field = event.target;
    const toggles = field instanceof HTMLInputElement && ['checkbox', 'radio'].includes(field.type);
    if (
      !toggles &&
      (field instanceof HTMLInputElement ||
        field instanceof HTMLTextAreaElement ||
        field instanceof HTMLSelectElement)
    ) {
      typed.set(field, field.value);
    }
  };
  document.addEventListener('click', onClick, true);
  document.addEventListener('keydown', onKey, true);
  document.addEventListener('input', onValue, true);
  document.addEventListener('change', onValue, true);

  const release = () => {
    document.removeEventListener('click', onClick, true);
    document.removeEventListener('keydown', onKey, true);
    document.removeEventListener('input', onValue, true);
    document.removeEventListener('change', onValue, true);
    for (const target of clicked.splice(0)) {
      if (target.isConnected) target.click();
    }
    for (const event of pressed.splice(0)) {
      const target =
        event.target instanceof Node && event.target.isConnected ? event.target : document.body;
      target.dispatchEvent(new KeyboardEvent('keydown', event));
    }
    for (const [field, value] of typed) {
      if (!field.isConnected) continue;
      // React tracks the value it last saw: the field is emptied past that tracking, then given
      // the typed value through the DOM's own setter, so the event is a change to React.
      field.value = field instanceof HTMLSelectElement ? value : '';
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(
        field,
        value,
      );
      const kind = field instanceof HTMLSelectElement ? 'change' : 'input';
      field.dispatchEvent(new Event(kind, { bubbles: true }));
    }
    typed.clear();
  };
  const held: HeldEvents = { release };
  window.narthexHeldEvents = held;
}

/** The inline <script> for the page's head. */
export const heldEventsScript = `<script>(${holdEarlyEvents.toString()})()</script>`;
