/**
 * RecurringDonation.schedule: an object whose structure the spec does not show. The sandbox (and
 * billing systems generally) send { frequency, interval, day_of_week | day_of_month, start_date };
 * that shape is read into a sentence, and every schedule is also listed as keys and values.
 */
import { formatDate, parseApiDate } from '../../../lib/pure/dates';
import type { Translate } from '../../../lib/pure/i18n/translator';
import type { MessageId } from '../../../messages/message-id';

export interface ScheduleEntry {
  label: string;
  value: string;
}

export interface ScheduleDescription {
  /** "Every 2 weeks on Friday"; null when the shape is not one this dashboard knows. */
  summary: string | null;
  /** "since Mar 14, 2026" when there is a readable start date. */
  since: string | null;
  /** Every member, readable, for the details view and as the fallback. */
  entries: ScheduleEntry[];
}

/** The unit of each frequency, as giving.schedule.every names it. */
const units: Record<string, 'day' | 'week' | 'month' | 'year'> = {
  daily: 'day',
  weekly: 'week',
  monthly: 'month',
  yearly: 'year',
  annually: 'year',
};

const weekdays = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/** The members this dashboard knows, by their words; any other is its key made readable. */
const memberLabels: Record<string, MessageId> = {
  frequency: 'giving.schedule.frequency',
  interval: 'giving.schedule.interval',
  day_of_week: 'giving.schedule.dayOfWeek',
  day_of_month: 'giving.schedule.dayOfMonth',
  start_date: 'giving.schedule.startDate',
};

function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The weekday's name in `locale` ("Friday", "viernes"), from its index (0 is Sunday). */
function weekdayName(index: number, locale: string): string {
  // 1 January 2023 was a Sunday.
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(
    Date.UTC(2023, 0, 1 + index),
  );
}

function weekdayOf(value: unknown, locale: string): string | null {
  const index =
    typeof value === 'string'
      ? weekdays.indexOf(value.toLowerCase())
      : typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 6
        ? value
        : -1;
  return index === -1 ? null : weekdayName(index, locale);
}

function dayOfMonthOf(t: Translate, value: unknown): string | null {
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  if (typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= 31) {
    return t('giving.schedule.monthDay', { day: n });
  }
  if (n === -1 || n === 'last') return t('giving.schedule.lastDay');
  return null;
}

function intervalOf(value: unknown): number | null {
  if (value === undefined) return 1;
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 ? n : null;
}

function summaryOf(t: Translate, locale: string, schedule: Record<string, unknown>): string | null {
  const frequency =
    typeof schedule.frequency === 'string' ? schedule.frequency.toLowerCase() : undefined;
  const unit = frequency === undefined ? undefined : units[frequency];
  const interval = intervalOf(schedule.interval);
  if (!unit || interval === null) return null;
  const every = t('giving.schedule.every', { unit, interval });
  if (frequency === 'weekly' && schedule.day_of_week !== undefined) {
    const weekday = weekdayOf(schedule.day_of_week, locale);
    return weekday === null ? null : t('giving.schedule.onWeekday', { every, weekday });
  }
  if (frequency === 'monthly' && schedule.day_of_month !== undefined) {
    const day = dayOfMonthOf(t, schedule.day_of_month);
    return day === null ? null : t('giving.schedule.onMonthDay', { every, day });
  }
  return every;
}

function labelOf(t: Translate, key: string): string {
  const known = memberLabels[key];
  return known ? t(known) : capitalized(key.replace(/_/g, ' '));
}

function valueText(value: unknown, locale: string): string {
  if (value === null) return '—';
  if (typeof value === 'string') {
    if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
      try {
        parseApiDate(value);
        return formatDate(value, locale);
      } catch {
        return value;
      }
    }
    return value;
  }
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** The schedule in words, in `t`'s language with dates in `locale`. */
export function describeSchedule(
  t: Translate,
  locale: string,
  schedule: unknown,
): ScheduleDescription {
  if (typeof schedule !== 'object' || schedule === null || Array.isArray(schedule)) {
    return {
      summary: null,
      since: null,
      entries: [{ label: t('giving.schedule.title'), value: valueText(schedule ?? null, locale) }],
    };
  }
  const record = schedule as Record<string, unknown>;
  const entries = Object.entries(record).map(([key, value]) => ({
    label: labelOf(t, key),
    value: valueText(value, locale),
  }));
  let since: string | null = null;
  if (typeof record.start_date === 'string') {
    try {
      parseApiDate(record.start_date);
      since = t('giving.schedule.since', { date: formatDate(record.start_date, locale) });
    } catch {
      since = null;
    }
  }
  return { summary: summaryOf(t, locale, record), since, entries };
}

/** The schedule in one line, as its cell reads: "Every week on Friday, since Mar 14, 2026". */
export function scheduleText(t: Translate, locale: string, schedule: unknown): string {
  const { summary, since, entries } = describeSchedule(t, locale, schedule);
  if (summary === null) return entries.map((entry) => `${entry.label}: ${entry.value}`).join(' · ');
  return since === null ? summary : `${summary}, ${since}`;
}
