import { describe, expect, it } from 'vitest';

import type { KioskConfig } from './kiosk-db';
import { kioskTotals, totalsCsv, totalsFilename, totalsSummary } from './kiosk-totals';

const config: KioskConfig = {
  eventTimeId: '7',
  eventName: 'Sunday Service',
  // 00:30 on Monday in UTC is still Sunday in New York: the file is named by the organization's day.
  startsAt: '2026-11-23T00:30:00Z',
  timeLabel: 'Sun, Nov 22, 7:30 PM',
  timeZone: 'America/New_York',
  attendanceTypes: [
    { id: '1', name: 'Adults', color: '#000', limit: null, recentTotals: [] },
    { id: '2', name: '=Overflow', color: '#000', limit: 60, recentTotals: [] },
    { id: '3', name: 'Kids', color: '#000', limit: null, recentTotals: [] },
  ],
  pinHash: null,
  startedAt: 0,
};
const kept = new Map([
  ['1', 120],
  ['2', 0],
]);
const totals = kioskTotals(config, (id) => kept.get(id) ?? null);

describe('kiosk totals for entry elsewhere', () => {
  it('lists every type in the kiosk order, says which were not counted, and sums the rest', () => {
    expect(totalsSummary(config, totals)).toBe(
      [
        'Sunday Service, Sun, Nov 22, 7:30 PM',
        'Adults: 120',
        '=Overflow: 0',
        'Kids: not counted',
        'All counted: 120',
      ].join('\n'),
    );
  });

  it('writes a CSV a spreadsheet reads as text, named by the event and its day', () => {
    expect(totalsCsv(config, totals)).toBe(
      [
        '"Event","Event time","Attendance type","Total"',
        '"Sunday Service","Sun, Nov 22, 7:30 PM","Adults","120"',
        `"Sunday Service","Sun, Nov 22, 7:30 PM","'=Overflow","0"`,
        '"Sunday Service","Sun, Nov 22, 7:30 PM","Kids",""',
        '',
      ].join('\r\n'),
    );
    expect(totalsFilename(config)).toBe('headcounts-sunday-service-2026-11-22.csv');
  });
});
