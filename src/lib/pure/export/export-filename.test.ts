import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { testTranslate } from '../i18n/testing/test-translate';
import { exportFilename, listNarrowing } from './export-filename';

const es = testTranslate('es');

describe('exportFilename', () => {
  it('names a file by its range of days, not the day it was saved', () => {
    expect(
      exportFilename({ subject: 'attendance', days: { from: '2026-10-01', to: '2026-10-31' } }),
    ).toBe('attendance-2026-10-01-to-2026-10-31.csv');
    expect(
      exportFilename({
        subject: 'first-time guests',
        days: { from: '2026-10-01', to: '2026-10-31' },
      }),
    ).toBe('first-time-guests-2026-10-01-to-2026-10-31.csv');
  });

  it('says one day once, and a range open at one end as such', () => {
    const name = (from?: string, to?: string) =>
      exportFilename({ subject: 'check-ins', narrowing: ['Sunday Service'], days: { from, to } });
    expect(name('2026-11-22', '2026-11-22')).toBe('check-ins-sunday-service-2026-11-22.csv');
    expect(name('2026-11-01')).toBe('check-ins-sunday-service-from-2026-11-01.csv');
    expect(name(undefined, '2026-11-30')).toBe('check-ins-sunday-service-until-2026-11-30.csv');
    expect(name()).toBe('check-ins-sunday-service.csv');
  });

  it('is the subject alone for data with no range or filter, in another extension if asked', () => {
    expect(exportFilename({ subject: 'giving people' })).toBe('giving-people.csv');
    expect(exportFilename({ subject: 'rules', extension: 'yml' })).toBe('rules.yml');
  });

  it('writes words in lower case without accents or signs, keeps other scripts, drops empty ones', () => {
    expect(
      exportFilename({
        subject: 'check-ins',
        narrowing: ['Café Sunday (9:00)', '', '  ', '礼拝', 'Ärzte/Nurses', 'İstanbul'],
      }),
    ).toBe('check-ins-cafe-sunday-9-00-礼拝-arzte-nurses-istanbul.csv');
    expect(exportFilename({ subject: '!!!' })).toBe('export.csv');
  });

  it('says its own words in the interface language when given its t', () => {
    const days = { from: '2026-10-01', to: '2026-10-31' };
    expect(exportFilename({ subject: 'asistencia', days }, es)).toBe(
      'asistencia-2026-10-01-a-2026-10-31.csv',
    );
    expect(exportFilename({ subject: 'personas', days: { from: '2026-11-29' } }, es)).toBe(
      'personas-desde-2026-11-29.csv',
    );
    expect(exportFilename({ subject: 'x', days: { to: '2026-11-29' } }, testTranslate())).toBe(
      'x-until-2026-11-29.csv',
    );
    expect(exportFilename({ subject: '' }, es)).toBe('exportacion.csv');
  });

  it('cuts a long word short', () => {
    const name = exportFilename({ subject: 'check-ins', narrowing: ['A'.repeat(300)] });
    expect(name).toBe(`check-ins-${'a'.repeat(40)}.csv`);
  });

  it('is always a short name a file system takes: no path, no reserved sign, no leading dot', () => {
    fc.assert(
      fc.property(fc.string(), fc.array(fc.string(), { maxLength: 4 }), (subject, narrowing) => {
        const name = exportFilename({ subject, narrowing });
        expect(name).toMatch(/^[^./\\:*?"<>|\s-][^/\\:*?"<>|\s]*\.csv$/u);
        expect(name.length).toBeLessThanOrEqual(5 * 41 + 4);
        expect(name).not.toContain('--');
      }),
    );
  });
});

describe('listNarrowing in the interface language', () => {
  it('names attributes by their labels and says its own words in that language', () => {
    const where = { last_name: 'Smith', system_message: false, created_at: { lt: '2026-11-01' } };
    expect(listNarrowing({ filter: ['first_time'], where }, es)).toEqual([
      'first_time',
      'Apellido Smith',
      'sin Mensaje del sistema',
      'Creado el antes de 2026-11-01',
    ]);
    expect(
      exportFilename({ subject: 'personas', narrowing: listNarrowing({ where }, testTranslate()) }),
    ).toBe(exportFilename({ subject: 'personas', narrowing: listNarrowing({ where }) }));
  });
});

describe('listNarrowing', () => {
  it("reads a list query's filters and where conditions as words", () => {
    expect(listNarrowing({})).toEqual([]);
    expect(listNarrowing({ filter: ['first_time', 'guest'] })).toEqual(['first_time', 'guest']);
    expect(
      listNarrowing({
        where: {
          search_name: 'Smith',
          system_message: true,
          archived: false,
          created_at: { gte: '2026-10-01', lt: '2026-11-01' },
        },
      }),
    ).toEqual([
      'search_name Smith',
      'system_message',
      'not archived',
      'created_at from 2026-10-01',
      'created_at before 2026-11-01',
    ]);
  });

  it('gives a file name that says what the list holds', () => {
    expect(
      exportFilename({
        subject: 'people',
        narrowing: listNarrowing({ where: { search_name: 'Smith' } }),
      }),
    ).toBe('people-search-name-smith.csv');
  });
});
