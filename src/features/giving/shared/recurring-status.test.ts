import { describe, expect, it } from 'vitest';

import { translatorOf } from '../../../lib/pure/i18n/translator';
import { testLanguage } from '../../../ui/testing/test-providers';
import { describeSchedule as describeIn, scheduleText as scheduleIn } from './recurring-schedule';
import { parseRecurringStatus, recurringStatusText as statusIn } from './recurring-status';

const t = translatorOf(testLanguage('en').i18n);
const es = translatorOf(testLanguage('es').i18n);
const describeSchedule = (schedule: unknown) => describeIn(t, 'en-US', schedule);
const scheduleText = (schedule: unknown) => scheduleIn(t, 'en-US', schedule);
const recurringStatusText = (...args: [Parameters<typeof statusIn>[2], string]) =>
  statusIn(t, 'en-US', ...args);

const chicago = 'America/Chicago';

describe('parseRecurringStatus', () => {
  it('reads the three forms of the spec', () => {
    expect(parseRecurringStatus('active')).toEqual({ kind: 'active' });
    expect(parseRecurringStatus('on hold indefinitely')).toEqual({ kind: 'on-hold-indefinitely' });
    expect(parseRecurringStatus('on hold until 2027-03-04')).toEqual({
      kind: 'on-hold-until',
      date: '2027-03-04',
      precision: 'date',
    });
  });

  it('forgives case and spacing', () => {
    expect(parseRecurringStatus(' Active ')).toEqual({ kind: 'active' });
    expect(parseRecurringStatus('On Hold  until 2027-03-04').kind).toBe('on-hold-until');
  });

  it('reads a datetime in the string in the organization zone', () => {
    const status = parseRecurringStatus('on hold until 2027-03-04T03:00:00Z');
    expect(status).toEqual({
      kind: 'on-hold-until',
      date: '2027-03-04T03:00:00Z',
      precision: 'datetime',
    });
    // 03:00 UTC is the evening before in Chicago.
    expect(recurringStatusText(status, chicago)).toBe('On hold until Mar 3, 2027');
  });

  it('keeps anything else verbatim', () => {
    for (const text of ['on hold until someday', 'on hold until 2027-02-30', 'paused', '']) {
      expect(parseRecurringStatus(text)).toEqual({ kind: 'unknown', text });
    }
  });

  it('reads the status out in words', () => {
    expect(recurringStatusText(parseRecurringStatus('active'), chicago)).toBe('Active');
    expect(recurringStatusText(parseRecurringStatus('on hold indefinitely'), chicago)).toBe(
      'On hold indefinitely',
    );
    // A calendar day never shifts with the zone.
    expect(recurringStatusText(parseRecurringStatus('on hold until 2027-03-04'), chicago)).toBe(
      'On hold until Mar 4, 2027',
    );
    expect(recurringStatusText(parseRecurringStatus('on hold until soon'), chicago)).toBe(
      'on hold until soon',
    );
  });
});

describe('describeSchedule', () => {
  it('reads the weekly and monthly schedules the sandbox sends', () => {
    expect(
      describeSchedule({
        frequency: 'weekly',
        interval: 1,
        day_of_week: 'friday',
        start_date: '2026-03-14',
      }),
    ).toEqual({
      summary: 'Every week on Friday',
      since: 'since Mar 14, 2026',
      entries: [
        { label: 'Frequency', value: 'weekly' },
        { label: 'Interval', value: '1' },
        { label: 'Day of week', value: 'friday' },
        { label: 'Start date', value: 'Mar 14, 2026' },
      ],
    });
    expect(describeSchedule({ frequency: 'weekly', interval: 2, day_of_week: 5 }).summary).toBe(
      'Every 2 weeks on Friday',
    );
    expect(describeSchedule({ frequency: 'monthly', interval: 1, day_of_month: 15 }).summary).toBe(
      'Every month on the 15th',
    );
    expect(describeSchedule({ frequency: 'monthly', interval: 3, day_of_month: 1 }).summary).toBe(
      'Every 3 months on the 1st',
    );
    expect(describeSchedule({ frequency: 'yearly' }).summary).toBe('Every year');
  });

  it('falls back to keys and values for a shape it does not know', () => {
    const unknown = describeSchedule({ rrule: 'FREQ=WEEKLY;BYDAY=SU', nested: { a: 1 } });
    expect(unknown.summary).toBeNull();
    expect(unknown.entries).toEqual([
      { label: 'Rrule', value: 'FREQ=WEEKLY;BYDAY=SU' },
      { label: 'Nested', value: '{"a":1}' },
    ]);
    expect(describeSchedule({ frequency: 'weekly', day_of_week: 'someday' }).summary).toBeNull();
    expect(describeSchedule({ frequency: 'fortnightly' }).summary).toBeNull();
    expect(describeSchedule(null).entries).toEqual([{ label: 'Schedule', value: '—' }]);
  });
});

describe('scheduleText', () => {
  it('reads the schedule in one line, as its cell shows it', () => {
    expect(
      scheduleText({ frequency: 'weekly', day_of_week: 'friday', start_date: '2026-03-14' }),
    ).toBe('Every week on Friday, since Mar 14, 2026');
    expect(scheduleText({ frequency: 'yearly' })).toBe('Every year');
    expect(scheduleText({ rrule: 'FREQ=WEEKLY', interval: 2 })).toBe(
      'Rrule: FREQ=WEEKLY · Interval: 2',
    );
  });
});

describe('in Spanish', () => {
  it('reads the status and the schedule in Spanish words and dates', () => {
    expect(statusIn(es, 'es', parseRecurringStatus('on hold until 2027-03-04'), chicago)).toBe(
      'En pausa hasta el 4 mar 2027',
    );
    expect(statusIn(es, 'es', parseRecurringStatus('active'), chicago)).toBe('Activa');
    expect(
      scheduleIn(es, 'es', {
        frequency: 'weekly',
        interval: 2,
        day_of_week: 'friday',
        start_date: '2026-03-14',
      }),
    ).toBe('Cada 2 semanas, el viernes, desde el 14 mar 2026');
    expect(scheduleIn(es, 'es', { frequency: 'monthly', interval: 1, day_of_month: 15 })).toBe(
      'Cada mes, el día 15',
    );
    expect(describeIn(es, 'es', { frequency: 'monthly', day_of_month: 'last' }).summary).toBe(
      'Cada mes, el último día',
    );
    expect(describeIn(es, 'es', { day_of_week: 'friday' }).entries).toEqual([
      { label: 'Día de la semana', value: 'friday' },
    ]);
  });
});
