import { describe, expect, it } from 'vitest';

import { translatorOf } from '../../lib/pure/i18n/translator';
import { testLanguage } from '../../ui/testing/test-providers';
import type { KioskConfig } from './kiosk-db';
import { kioskTotals, totalsCsv, totalsFilename, totalsSummary } from './kiosk-totals';

const config: KioskConfig = {
  eventTimeId: '7',
  eventName: 'Sunday Service',
  // 00:30 on Monday in UTC is still Sunday in New York: the file is named by the organization's day.
  startsAt: '2026-11-23T00:30:00Z',
  timeZone: 'America/New_York',
  language: 'en',
  attendanceTypes: [
    { id: '1', name: 'Adults', color: '#000', limit: null, recentTotals: [] },
    { id: '2', name: '=Overflow', color: '#000', limit: 60, recentTotals: [] },
    { id: '3', name: 'Kids', color: '#000', limit: null, recentTotals: [] },
  ],
  pinHash: null,
  startedAt: 0,
};
const kept = new Map([
  ['1', 1_120],
  ['2', 0],
]);
const totals = kioskTotals(config, (id) => kept.get(id) ?? null);

function languageOf(language: 'en' | 'es', locale: string) {
  return { t: translatorOf(testLanguage(language, locale).i18n), locale };
}
const english = languageOf('en', 'en-US');
const spanish = languageOf('es', 'es-MX');

describe('kiosk totals for entry elsewhere', () => {
  it('lists every type in the kiosk order, says which were not counted, and sums the rest', () => {
    expect(totalsSummary(english, config, totals)).toBe(
      [
        'Sunday Service, Sun, Nov 22, 2026, 7:30 PM',
        'Adults: 1,120',
        '=Overflow: 0',
        'Kids: not counted',
        'All counted: 1,120',
      ].join('\n'),
    );
  });

  it('writes a CSV a spreadsheet reads as text, named by the event and its day', () => {
    expect(totalsCsv(english, config, totals)).toBe(
      [
        '"Event","Event time","Attendance type","Total"',
        '"Sunday Service","Sun, Nov 22, 2026, 7:30 PM","Adults","1120"',
        `"Sunday Service","Sun, Nov 22, 2026, 7:30 PM","'=Overflow","0"`,
        '"Sunday Service","Sun, Nov 22, 2026, 7:30 PM","Kids",""',
        '',
      ].join('\r\n'),
    );
    expect(totalsFilename(english.t, config)).toBe('headcounts-sunday-service-2026-11-22.csv');
  });

  it('says it all in the kiosk’s language and locale; the CSV’s totals stay bare numbers', () => {
    const summary = totalsSummary(spanish, config, totals).split('\n');
    expect(summary[0]).toMatch(/^Sunday Service, dom.* 22 .*nov.* 2026/);
    expect(summary.slice(1)).toEqual([
      'Adults: 1,120',
      '=Overflow: 0',
      'Kids: sin contar',
      'Total contado: 1,120',
    ]);
    const csv = totalsCsv(spanish, config, totals).split('\r\n');
    expect(csv[0]).toBe('"Evento","Horario","Tipo de asistencia","Total"');
    expect(csv[1]).toMatch(/^"Sunday Service",".*2026.*","Adults","1120"$/);
    expect(totalsFilename(spanish.t, config)).toBe('conteos-sunday-service-2026-11-22.csv');
  });
});
