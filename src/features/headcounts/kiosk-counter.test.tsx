// @vitest-environment jsdom
/**
 * One kiosk counter with the real count rules, on a fake clock: what it asks, what it keeps,
 * and how long its Undo shows. The storage behind it is the e2e tests' (e2e/kiosk.spec.ts).
 */
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useRef, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { UNDO_MS, counterMemory, counterStep } from './count-rules';
import type { CounterAction, StoreEffect } from './count-rules';
import { KioskCounter } from './kiosk-counter';
import type { KioskCountedType } from './kiosk-db';
import { prepareJsdomForMantine } from '../../ui/testing/jsdom-for-mantine';
import { TestProviders } from '../../ui/testing/test-providers';

const overflow: KioskCountedType = {
  id: '2',
  name: 'Overflow Room',
  color: '#f59f00',
  limit: null,
  recentTotals: [12, 40],
};

function Harness({
  start,
  stored,
  language = 'en',
  type = overflow,
}: {
  start: number | null;
  stored: StoreEffect[];
  language?: 'en' | 'es';
  type?: KioskCountedType;
}) {
  const [memory, setMemory] = useState(counterMemory(start));
  const latest = useRef(memory);
  const onAct = (action: CounterAction) => {
    const step = counterStep(latest.current, action, Date.now(), type);
    latest.current = step.memory;
    setMemory(step.memory);
    if (step.store) stored.push(step.store);
  };
  return (
    <TestProviders language={language}>
      <KioskCounter type={type} memory={memory} act={onAct} />
    </TestProviders>
  );
}

const field = () => screen.getByRole('textbox', { name: 'Overflow Room' });
const button = (name: string | RegExp) => screen.getByRole('button', { name });
const enter = (text: string) => {
  fireEvent.change(field(), { target: { value: text } });
  fireEvent.keyDown(field(), { key: 'Enter' });
};

describe('KioskCounter', () => {
  beforeEach(() => {
    prepareJsdomForMantine();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(Date.UTC(2026, 10, 22, 15, 0));
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('asks before keeping a typed total beyond the recent counts, and keeps nothing meanwhile', () => {
    const stored: StoreEffect[] = [];
    render(<Harness start={20} stored={stored} />);
    enter('1234');

    const question = screen.getByRole('group', { name: 'Record 1,234 in Overflow Room?' });
    expect(question).toHaveProperty(
      'textContent',
      expect.stringContaining('Recent counts here were 12 to 40. It is 20 now.'),
    );
    // From the keyboard, the question takes the focus itself: the Enter must not answer it.
    expect(document.activeElement).toBe(question);
    expect(field()).toHaveProperty('value', '20');
    expect(field()).toHaveProperty('disabled', true);
    expect(button('Add one Overflow Room')).toHaveProperty('disabled', true);
    expect(stored).toEqual([]);

    fireEvent.click(within(question).getByRole('button', { name: 'Keep 1,234' }));
    expect(field()).toHaveProperty('value', '1234');
    expect(stored).toEqual([{ total: 1_234, holdUntil: Date.now() + UNDO_MS + 1_000 }]);
    expect(screen.queryByRole('group')).toBeNull();
  });

  it('refuses six digits in words and shows the kept total again', () => {
    const stored: StoreEffect[] = [];
    render(<Harness start={20} stored={stored} />);
    enter('123456');
    expect(screen.getByText('“123456” was not kept: Enter at most 99,999.')).toBeTruthy();
    expect(field()).toHaveProperty('value', '20');
    expect(screen.queryByRole('group')).toBeNull();
    expect(stored).toEqual([]);
  });

  it('asks about seven quick "−" taps as one removal; Cancel keeps the count', () => {
    const stored: StoreEffect[] = [];
    render(<Harness start={20} stored={stored} />);
    for (let i = 0; i < 7; i++) fireEvent.click(button('Remove one Overflow Room'));

    const question = screen.getByRole('group', { name: 'Remove 7 people from Overflow Room?' });
    expect(field()).toHaveProperty('value', '20');
    // What was stored along the way ends where the run started.
    expect(stored.at(-1)).toMatchObject({ total: 20 });
    fireEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('group')).toBeNull();
    expect(field()).toHaveProperty('value', '20');
  });

  it('shows Undo for the last change for five seconds, and takes the change back', () => {
    const stored: StoreEffect[] = [];
    render(<Harness start={null} stored={stored} />);
    expect(screen.getByText('No count yet')).toBeTruthy();
    fireEvent.click(button('Add one Overflow Room'));
    fireEvent.click(button('Undo: back to no count'));
    expect(field()).toHaveProperty('value', '');
    expect(stored.at(-1)).toEqual({ total: null });

    fireEvent.click(button('Add one Overflow Room'));
    act(() => vi.advanceTimersByTime(UNDO_MS - 1));
    expect(button('Undo: back to no count')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('button', { name: /^Undo/ })).toBeNull();
    expect(field()).toHaveProperty('value', '1');
  });

  describe('in Spanish', () => {
    const sala: KioskCountedType = { ...overflow, name: 'Sala anexa' };
    const spanishField = () => screen.getByRole('textbox', { name: 'Sala anexa' });
    const enterSpanish = (text: string) => {
      fireEvent.change(spanishField(), { target: { value: text } });
      fireEvent.keyDown(spanishField(), { key: 'Enter' });
    };

    it('asks about a four-digit total in Spanish, with the number in Spanish digits', () => {
      const stored: StoreEffect[] = [];
      render(<Harness start={20} stored={stored} language="es" type={sala} />);
      expect(button('Agregar uno a Sala anexa')).toBeTruthy();
      enterSpanish('1234');

      // Spanish groups thousands only from five digits on: 1234, and 12.345.
      const question = screen.getByRole('group', { name: '¿Registrar 1234 en Sala anexa?' });
      expect(question.textContent).toContain(
        'Los conteos recientes aquí fueron de 12 a 40. El conteo actual es 20. Nada cambia hasta que usted elija.',
      );
      expect(within(question).getByRole('button', { name: 'Cancelar' })).toBeTruthy();
      fireEvent.click(within(question).getByRole('button', { name: 'Registrar 1234' }));
      expect(spanishField()).toHaveProperty('value', '1234');
      expect(stored).toEqual([{ total: 1_234, holdUntil: Date.now() + UNDO_MS + 1_000 }]);
      expect(button('Deshacer: volver a 20')).toBeTruthy();

      enterSpanish('123456');
      expect(screen.getByText('No se guardó “123456”: Escriba como máximo 99.999.')).toBeTruthy();
    });

    it('says No count yet, Undo back to no count, and a removal of several people in Spanish', () => {
      const stored: StoreEffect[] = [];
      render(<Harness start={null} stored={stored} language="es" type={sala} />);
      expect(screen.getByText('Aún sin conteo')).toBeTruthy();
      fireEvent.click(button('Agregar uno a Sala anexa'));
      fireEvent.click(button('Deshacer: quitar el conteo'));
      expect(stored.at(-1)).toEqual({ total: null });

      enterSpanish('6');
      act(() => vi.advanceTimersByTime(UNDO_MS));
      for (let i = 0; i < 5; i++) fireEvent.click(button('Quitar uno de Sala anexa'));
      const question = screen.getByRole('group', { name: '¿Quitar 5 personas de Sala anexa?' });
      expect(question.textContent).toContain('El conteo pasaría de 6 a 1.');
      fireEvent.click(within(question).getByRole('button', { name: 'Quitar 5' }));
      expect(spanishField()).toHaveProperty('value', '1');
    });
  });
});
