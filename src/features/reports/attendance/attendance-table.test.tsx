// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { translatorOf } from '../../../lib/pure/i18n/translator';
import { prepareJsdomForMantine } from '../../../ui/testing/jsdom-for-mantine';
import { TestProviders, testLanguage } from '../../../ui/testing/test-providers';
import { groupAttendance } from './attendance-groups';
import type { SessionAttendance } from './attendance-report-data';
import { UNSPLIT_HEADCOUNTS } from './attendance-report-data';
import { AttendanceTable } from './attendance-table';

function session(day: string, regular: number, headcounts: Record<string, number>) {
  const total = regular + Object.values(headcounts).reduce((sum, n) => sum + n, 0);
  return {
    id: day,
    eventId: '1',
    eventName: 'Culto dominical',
    startsAt: `${day}T15:00:00Z`,
    day,
    regular,
    guest: 0,
    volunteer: 0,
    headcounts,
    total,
  } satisfies SessionAttendance;
}

const sessions = [
  session('2026-11-01', 1_200, { [UNSPLIT_HEADCOUNTS]: 34 }),
  session('2026-11-08', 1_100, {}),
];

describe('AttendanceTable in Spanish', () => {
  beforeAll(prepareJsdomForMantine);
  afterEach(cleanup);

  it('heads, labels and writes its figures in Spanish', () => {
    const language = { t: translatorOf(testLanguage('es').i18n), locale: 'es' };
    const table = groupAttendance(sessions, [], 'week', 'UTC', language);
    render(
      <TestProviders language="es">
        <AttendanceTable table={table} grouping="week" caption="Asistencia por semana" />
      </TestProviders>,
    );
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual([
      'Semana',
      'Total',
      'Año pasado',
      'Sesiones',
      'Habituales',
      'Visitantes',
      'Voluntarios',
      'Conteos',
    ]);
    const week = new Intl.DateTimeFormat('es', { dateStyle: 'medium', timeZone: 'UTC' }).format(
      Date.UTC(2026, 10, 1),
    );
    const first = screen.getByRole('rowheader', { name: `Semana del ${week}` }).closest('tr');
    // Spanish groups thousands from five digits on: 1234, but 12.345.
    expect(within(first!).getByText('1234')).toBeTruthy();
    screen.getByRole('rowheader', { name: 'Promedio por semana' });
    const totals = screen.getAllByRole('row').find((row) => row.dataset.group === 'total');
    expect(within(totals!).getByRole('rowheader').textContent).toBe('Total');
    expect(within(totals!).getByText('2334')).toBeTruthy();
  });
});
