import { describe, expect, it } from 'vitest';

import { toCsv } from '../../../lib/pure/export/csv';
import { translatorOf, type Translate } from '../../../lib/pure/i18n/translator';
import { testLanguage } from '../../../ui/testing/test-providers';
import { checkInCsvColumns } from './check-ins-csv';
import { checkInsFilename } from './check-ins-export';
import type { CheckInExportRow } from './check-ins-query';

/** Only what the columns read; the rest of a record does not matter here. */
function checkIn(overrides: {
  person?: { id: string } | null;
  checked_out_at?: string | null;
  first_name?: string;
  session_starts_at?: string;
}): CheckInExportRow {
  const record = {
    type: 'CheckIn',
    id: '16',
    attributes: {
      first_name: overrides.first_name ?? 'Haleigh',
      last_name: 'Stamm',
      kind: 'Regular',
      number: 4,
      security_code: 'A4FH',
      created_at: '2026-08-30T13:29:40Z',
      checked_out_at:
        overrides.checked_out_at === undefined ? '2026-08-30T15:13:00Z' : overrides.checked_out_at,
      updated_at: '2026-08-30T15:13:00Z',
      medical_notes: 'Type 1 diabetes',
      emergency_contact_name: 'Katlynn Stamm',
      emergency_contact_phone_number: '(708) 555-0127',
    },
    related: {
      person: overrides.person === undefined ? { id: '27' } : overrides.person,
      event: { id: '2', attributes: { name: 'Kids Church' } },
      event_period: {
        id: '3',
        attributes: { starts_at: overrides.session_starts_at ?? '2026-08-30T14:00:00Z' },
      },
      location: { id: '13', attributes: { name: '2nd-3rd' } },
      checked_in_at: { id: '5', attributes: { name: 'Kids Kiosk 2' } },
    },
  };
  return record as unknown as CheckInExportRow;
}

const english = translatorOf(testLanguage('en').i18n);
const spanish = translatorOf(testLanguage('es').i18n);

function table(rows: CheckInExportRow[], t: Translate = english): Record<string, string>[] {
  const columns = checkInCsvColumns(t, 'America/Chicago');
  return rows.map((row) =>
    Object.fromEntries(columns.map((column) => [column.header, String(column.value(row) ?? '')])),
  );
}

describe('checkInCsvColumns', () => {
  it('writes ids, names and every time in UTC and in the organization zone', () => {
    const [row] = table([checkIn({})]);
    expect(row).toEqual({
      'Check-in ID': '16',
      'First name': 'Haleigh',
      'Last name': 'Stamm',
      'Person ID': '27',
      'Person record': 'yes',
      Kind: 'Regular',
      Number: '4',
      'Security code': 'A4FH',
      'Event ID': '2',
      Event: 'Kids Church',
      'Session ID': '3',
      'Session starts (UTC)': '2026-08-30T14:00:00Z',
      'Session starts (America/Chicago)': '2026-08-30 09:00:00',
      'Location ID': '13',
      Location: '2nd-3rd',
      'Station ID': '5',
      Station: 'Kids Kiosk 2',
      'Checked in (UTC)': '2026-08-30T13:29:40Z',
      'Checked in (America/Chicago)': '2026-08-30 08:29:40',
      'Checked out (UTC)': '2026-08-30T15:13:00Z',
      'Checked out (America/Chicago)': '2026-08-30 10:13:00',
      'Updated (UTC)': '2026-08-30T15:13:00Z',
      'Updated (America/Chicago)': '2026-08-30 10:13:00',
    });
  });

  it('leaves medical notes and emergency contacts out of the file', () => {
    const text = toCsv([checkIn({})], checkInCsvColumns(english, 'UTC'));
    expect(text).not.toMatch(/diabetes|Katlynn|555-0127/);
  });

  it('reads a check-in without a person record or a check-out', () => {
    const [row] = table([checkIn({ person: null, checked_out_at: null })]);
    expect(row).toMatchObject({
      'Person ID': '',
      'Person record': 'no',
      'Checked out (UTC)': '',
      'Checked out (America/Chicago)': '',
    });
  });

  it('writes its headers, kinds and yes or no in Spanish for a Spanish reader', () => {
    const [row] = table([checkIn({ person: null })], spanish);
    expect(row).toMatchObject({
      'ID del registro': '16',
      'Ficha de persona': 'no',
      Tipo: 'Habitual',
      'Inicio de la sesión (America/Chicago)': '2026-08-30 09:00:00',
      'Salida (UTC)': '2026-08-30T15:13:00Z',
    });
    expect(table([checkIn({})], spanish)[0]?.['Ficha de persona']).toBe('sí');
  });

  it('guards a name that a spreadsheet would run as a formula', () => {
    const text = toCsv([checkIn({ first_name: '=cmd|calc' })], checkInCsvColumns(english, 'UTC'));
    expect(text).toContain(`"'=cmd|calc"`);
  });
});

describe('checkInsFilename', () => {
  const zone = 'America/Chicago';

  it("names a session's file by its event and its day in the organization's zone", () => {
    // 02:00 UTC on the 31st is still the evening of the 30th in Chicago.
    const rows = [checkIn({ session_starts_at: '2026-08-31T02:00:00Z' })];
    expect(checkInsFilename({ event: '2', session: '3' }, ['guest'], rows, zone)).toBe(
      'check-ins-kids-church-guest-2026-08-30.csv',
    );
  });

  it("names an event's file by its location, the name searched and the days chosen", () => {
    const scope = { event: '2', location: '13', q: 'Stamm', from: '2026-08-01', to: '2026-08-31' };
    expect(checkInsFilename(scope, [], [checkIn({})], zone)).toBe(
      'check-ins-kids-church-2nd-3rd-name-stamm-2026-08-01-to-2026-08-31.csv',
    );
  });

  it('names the whole list by its filters alone, and an empty file by what the scope gives', () => {
    expect(checkInsFilename({}, ['attendee'], [checkIn({})], zone)).toBe('check-ins-attendee.csv');
    expect(checkInsFilename({ event: '2', from: '2026-08-01' }, [], [], zone)).toBe(
      'check-ins-from-2026-08-01.csv',
    );
  });
});
