import { describe, expect, it } from 'vitest';

import { translatorOf } from '../../../lib/pure/i18n/translator';
import { testLanguage } from '../../../ui/testing/test-providers';
import { attendanceFilename } from './attendance-file-name';

const october = { from: '2026-10-01', to: '2026-10-31' };
const t = translatorOf(testLanguage().i18n);

describe('attendanceFilename', () => {
  it('names the file of every row by its range, and the table by its grouping too', () => {
    expect(attendanceFilename(october, 'all', t)).toBe('attendance-2026-10-01-to-2026-10-31.csv');
    expect(attendanceFilename(october, 'all', t, 'week')).toBe(
      'attendance-per-week-2026-10-01-to-2026-10-31.csv',
    );
  });

  it('names up to two chosen events, and more by their number', () => {
    expect(attendanceFilename(october, ['Sunday Service'], t, 'month')).toBe(
      'attendance-sunday-service-per-month-2026-10-01-to-2026-10-31.csv',
    );
    expect(attendanceFilename(october, ['Sunday Service', 'Kids Church'], t)).toBe(
      'attendance-sunday-service-kids-church-2026-10-01-to-2026-10-31.csv',
    );
    expect(attendanceFilename(october, ['A', 'B', 'C'], t)).toBe(
      'attendance-3-events-2026-10-01-to-2026-10-31.csv',
    );
  });
});

describe('attendanceFilename in Spanish', () => {
  it('names the file in the interface’s language', () => {
    const es = translatorOf(testLanguage('es').i18n);
    expect(attendanceFilename(october, 'all', es, 'week')).toBe(
      'asistencia-por-semana-2026-10-01-to-2026-10-31.csv',
    );
    expect(attendanceFilename(october, ['A', 'B', 'C'], es, 'session')).toBe(
      'asistencia-3-eventos-por-sesion-2026-10-01-to-2026-10-31.csv',
    );
  });
});
