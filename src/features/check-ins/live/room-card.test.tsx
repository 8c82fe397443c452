// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import type { Language } from '../../../lib/pure/i18n/languages';
import { prepareJsdomForMantine } from '../../../ui/testing/jsdom-for-mantine';
import { TestProviders } from '../../../ui/testing/test-providers';
import { capacityLevel, ratioOf, type RoomView } from './live-board-state';
import { RoomCard } from './room-card';

prepareJsdomForMantine();
afterEach(cleanup);

/** A room as the board makes it from who is in it, its capacity and its target. */
function room(
  name: string,
  {
    attendees,
    volunteers,
    capacity,
    target,
  }: Record<'attendees' | 'volunteers', number> & {
    capacity: number | null;
    target: number | null;
  },
): RoomView {
  const present = attendees + volunteers;
  const ratio = ratioOf(attendees, volunteers, target);
  return {
    locationId: name,
    name,
    capacity,
    attendees,
    volunteers,
    present,
    fill: capacity === null ? null : present / capacity,
    capacityLevel: capacityLevel(present, capacity),
    target,
    ratioLevel: ratio.level,
    volunteersNeeded: ratio.needed,
  };
}

const nursery = room('Nursery', { attendees: 1, volunteers: 1, capacity: 10, target: 1 });
const toddlers = room('Toddlers', { attendees: 5, volunteers: 1, capacity: null, target: 4 });
const kids = room('Kids', { attendees: 9, volunteers: 1, capacity: 8, target: 4 });

function card(view: RoomView, language: Language) {
  render(
    <TestProviders language={language}>
      <RoomCard room={view} onOpen={() => undefined} />
    </TestProviders>,
  );
  const article = screen.getByRole('article', { name: view.name });
  return {
    text: article.textContent,
    people: within(article).getByTestId('room-people').textContent,
    count: within(article).getByTestId('room-present').getAttribute('aria-label'),
  };
}

describe('RoomCard in Spanish', () => {
  it('says one attendee, one volunteer and its target in the singular', () => {
    const shown = card(nursery, 'es');
    expect(shown.people).toBe('1 asistente, 1 voluntario');
    expect(shown.count).toBe('2 de 10 en la sala');
    expect(shown.text).toContain('Meta: 1 voluntario por cada 1 asistente');
    expect(shown.text).toContain('Proporción cumplida');
    expect(shown.text).toContain('Abre la lista de la sala');
  });

  it('says many in the plural, and the volunteers a room still needs', () => {
    const short = card(toddlers, 'es');
    expect(short.people).toBe('5 asistentes, 1 voluntario');
    expect(short.count).toBe('6 en la sala');
    expect(short.text).toContain(
      'Sin capacidad definida · Meta: 1 voluntario por cada 4 asistentes',
    );
    expect(short.text).toContain('Falta 1 voluntario');
    cleanup();

    const over = card(kids, 'es');
    expect(over.people).toBe('9 asistentes, 1 voluntario');
    expect(over.count).toBe('10 de 8 en la sala: Sobre la capacidad por 2');
    expect(over.text).toContain('Faltan 2 voluntarios');
  });

  it('reads as it always did in English', () => {
    const over = card(kids, 'en');
    expect(over.people).toBe('9 attendees, 1 volunteer');
    expect(over.count).toBe('10 in the room of 8: Over capacity by 2');
    expect(over.text).toContain('Target: 1 volunteer per 4 attendees');
    expect(over.text).toContain('Needs 2 more volunteers');
  });
});
