// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

import { createKeyBuffer } from './key-buffer';

const pageKeys: string[] = [];
const onPage = (event: KeyboardEvent) => pageKeys.push(event.key);
document.addEventListener('keydown', onPage);
afterEach(() => {
  pageKeys.length = 0;
});

/** Presses `key` on the page, as the browser would; answers whether its default action is left. */
function press(key: string, init: KeyboardEventInit = {}): boolean {
  return document.body.dispatchEvent(
    new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init }),
  );
}

describe('createKeyBuffer', () => {
  it('keeps what is typed, with Backspace, and lets no key act on the page meanwhile', () => {
    const buffer = createKeyBuffer();
    const changes = vi.fn();
    buffer.subscribe(changes);
    buffer.start(() => undefined);

    for (const key of [...'julio.k@x', 'Backspace', ' ', 'é', '😀', 'Enter', 'Tab', 'ArrowDown']) {
      expect(press(key)).toBe(false);
    }
    // AltGr types '@' on many layouts; Windows reports it as Ctrl+Alt.
    expect(press('@', { ctrlKey: true, altKey: true, modifierAltGraph: true })).toBe(false);

    expect(buffer.peek()).toBe('julio.k@ é😀@');
    expect(changes).toHaveBeenCalledTimes(14);
    expect(pageKeys).toEqual([]);
    // Starting again while it keeps changes nothing.
    buffer.start(() => undefined);
    expect(buffer.take()).toBe('julio.k@ é😀@');

    expect(press('a')).toBe(true);
    expect(buffer.peek()).toBe('');
    expect(pageKeys).toEqual(['a']);
  });

  it('lets shortcuts through, and gives up on Escape', () => {
    const buffer = createKeyBuffer();
    const escaped = vi.fn();
    buffer.start(escaped);
    expect(press('c', { ctrlKey: true })).toBe(true);
    expect(press('k', { metaKey: true })).toBe(true);
    expect(pageKeys).toEqual(['c', 'k']);
    press('x');

    expect(press('Escape')).toBe(false);
    expect(escaped).toHaveBeenCalledOnce();
    expect(buffer.take()).toBe('');
    expect(press('y')).toBe(true);
    expect(pageKeys).toEqual(['c', 'k', 'y']);
  });
});
