// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';

import { heldEventsScript } from './held-events-script';
import { releaseHeldEvents } from './held-events';

/** Runs the page's inline script from its own text, as the browser would. */
function runInlineScript(): void {
  const source = /^<script>([\s\S]*)<\/script>$/.exec(heldEventsScript)?.[1];
  if (source === undefined) throw new Error('heldEventsScript is not one inline <script>');
  new Function(source)();
}

/** What reached the document's own (non-capturing) listeners: React's, on the page. */
function listen(): string[] {
  const seen: string[] = [];
  document.addEventListener('click', (event) => {
    if (event.target instanceof HTMLElement) seen.push(`click ${event.target.id}`);
  });
  document.addEventListener('keydown', (event) => seen.push(`key ${event.key}`));
  document.addEventListener('input', (event) => {
    if (event.target instanceof HTMLInputElement) seen.push(`input ${event.target.value}`);
  });
  document.addEventListener('change', (event) => {
    if (event.target instanceof HTMLSelectElement) seen.push(`change ${event.target.value}`);
  });
  return seen;
}

afterEach(() => {
  releaseHeldEvents();
  document.body.innerHTML = '';
});

describe('the held-events script', () => {
  it('holds a click on a button until released, then clicks it once', () => {
    document.body.innerHTML = '<button id="search">Search</button>';
    runInlineScript();
    const seen = listen();
    document.getElementById('search')?.click();
    expect(seen).toEqual([]);
    releaseHeldEvents();
    expect(seen).toEqual(['click search']);
  });

  it('holds a filter chip: its label click does not toggle the box until released', () => {
    document.body.innerHTML =
      '<input type="checkbox" id="guest"><label id="guest-label" for="guest">Guest</label>';
    runInlineScript();
    const box = document.getElementById('guest') as HTMLInputElement;
    document.getElementById('guest-label')?.click();
    expect(box.checked).toBe(false);
    releaseHeldEvents();
    expect(box.checked).toBe(true);
  });

  it('passes a click on a link, and on plain text, through', () => {
    document.body.innerHTML = '<a id="link" href="#x">x</a><p id="text">t</p>';
    runInlineScript();
    const seen = listen();
    document.getElementById('link')?.click();
    document.getElementById('text')?.click();
    expect(seen).toEqual(['click link', 'click text']);
  });

  it('holds a click on a row that opens a record, but lets a link in the row go', () => {
    document.body.innerHTML =
      '<table><tbody><tr id="row" tabindex="0"><td id="cell">7</td>' +
      '<td><a id="name" href="#person">Ann</a></td></tr></tbody></table>';
    runInlineScript();
    const seen = listen();
    document.getElementById('name')?.click();
    expect(seen).toEqual(['click name']);
    document.getElementById('cell')?.click();
    expect(seen).toEqual(['click name']);
    releaseHeldEvents();
    expect(seen).toEqual(['click name', 'click row']);
  });

  it('leaves a disabled button alone: not held, not clicked again', () => {
    document.body.innerHTML = '<button id="off" disabled>Off</button>';
    runInlineScript();
    const seen = listen();
    document.getElementById('off')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    releaseHeldEvents();
    expect(seen).toEqual(['click off']);
  });

  it('presses shortcut keys again, but not keys typed into a field', () => {
    document.body.innerHTML = '<input id="name">';
    runInlineScript();
    const seen = listen();
    const field = document.getElementById('name') as HTMLInputElement;
    field.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: '/', bubbles: true }));
    field.dispatchEvent(new KeyboardEvent('keydown', { key: 'k', ctrlKey: true, bubbles: true }));
    expect(seen).toEqual(['key a', 'key /', 'key k']);
    seen.length = 0;
    releaseHeldEvents();
    expect(seen).toEqual(['key /', 'key k']);
  });

  it("holds every key after the search's shortcut, kept out of the focused field", () => {
    document.body.innerHTML = '<input id="name">';
    runInlineScript();
    const seen = listen();
    const field = document.getElementById('name') as HTMLInputElement;
    const press = (key: string, init: KeyboardEventInit = {}) =>
      field.dispatchEvent(
        new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init }),
      );
    expect(press('a')).toBe(true);
    expect(press('K', { ctrlKey: true })).toBe(true);
    expect([press('n'), press('@'), press('Backspace')]).toEqual([false, false, false]);
    seen.length = 0;
    releaseHeldEvents();
    expect(seen).toEqual(['key K', 'key n', 'key @', 'key Backspace']);
  });

  it('gives the app the text typed and the option chosen, as an input and a change', () => {
    document.body.innerHTML =
      '<input id="name"><select id="order"><option>a</option><option>b</option></select>';
    runInlineScript();
    const field = document.getElementById('name') as HTMLInputElement;
    const select = document.getElementById('order') as HTMLSelectElement;
    field.value = 'Ann';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    select.value = 'b';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    const seen = listen();
    releaseHeldEvents();
    expect(seen).toEqual(['input Ann', 'change b']);
    expect(field.value).toBe('Ann');
  });

  it('holds nothing once released, and releasing twice does nothing more', () => {
    document.body.innerHTML = '<button id="b">b</button>';
    runInlineScript();
    releaseHeldEvents();
    const seen = listen();
    document.getElementById('b')?.click();
    releaseHeldEvents();
    expect(seen).toEqual(['click b']);
  });
});
