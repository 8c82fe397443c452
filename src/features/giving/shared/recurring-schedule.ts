/**
 * RecurringDonation.schedule: an object whose structure the spec does not show. The sandbox (and
 * billing systems generally) send { frequency, interval, day_of_week | day_of_month, start_date };
 * that shape is read into a sentence, and every schedule is also listed as keys and values.
 */
import { formatDate, parseApiDate } from '../../../lib/pure/dates';

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

const units: Record<string, [one: string, many: string]> = {
  daily: ['day', 'days'],
  weekly: ['week', 'weeks'],
  monthly: ['month', 'months'],
  yearly: ['year', 'years'],
  annually: ['year', 'years'],
};

const weekdays = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const ordinalRules = new Intl.PluralRules('en-US', { type: 'ordinal' });
const ordinalSuffix: Record<string, string> = { one: 'st', two: 'nd', few: 'rd', other: 'th' };

function ordinal(n: number): string {
  return `${n}${ordinalSuffix[ordinalRules.select(n)] ?? 'th'}`;
}

function weekdayOf(value: unknown): string | null {
  if (typeof value === 'string' && weekdays.includes(value.toLowerCase())) {
    return capitalized(value.toLowerCase());
  }
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 6) {
    return capitalized(weekdays[value] ?? '');
  }
  return null;
}

function dayOfMonthOf(value: unknown): string | null {
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  if (typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= 31) return `the ${ordinal(n)}`;
  if (n === -1 || n === 'last') return 'the last day';
  return null;
}

function intervalOf(value: unknown): number | null {
  if (value === undefined) return 1;
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 ? n : null;
}

function summaryOf(schedule: Record<string, unknown>): string | null {
  const frequency =
    typeof schedule.frequency === 'string' ? schedule.frequency.toLowerCase() : undefined;
  const unit = frequency === undefined ? undefined : units[frequency];
  const interval = intervalOf(schedule.interval);
  if (!unit || interval === null) return null;
  let text = interval === 1 ? `Every ${unit[0]}` : `Every ${interval} ${unit[1]}`;
  if (frequency === 'weekly' && schedule.day_of_week !== undefined) {
    const day = weekdayOf(schedule.day_of_week);
    if (day === null) return null;
    text += ` on ${day}`;
  }
  if (frequency === 'monthly' && schedule.day_of_month !== undefined) {
    const day = dayOfMonthOf(schedule.day_of_month);
    if (day === null) return null;
    text += ` on ${day}`;
  }
  return text;
}

function labelOf(key: string): string {
  return capitalized(key.replace(/_/g, ' '));
}

function valueText(value: unknown): string {
  if (value === null) return '—';
  if (typeof value === 'string') {
    if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
      try {
        parseApiDate(value);
        return formatDate(value);
      } catch {
        return value;
      }
    }
    return value;
  }
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

export function describeSchedule(schedule: unknown): ScheduleDescription {
  if (typeof schedule !== 'object' || schedule === null || Array.isArray(schedule)) {
    return {
      summary: null,
      since: null,
      entries: [{ label: 'Schedule', value: valueText(schedule ?? null) }],
    };
  }
  const record = schedule as Record<string, unknown>;
  const entries = Object.entries(record).map(([key, value]) => ({
    label: labelOf(key),
    value: valueText(value),
  }));
  let since: string | null = null;
  if (typeof record.start_date === 'string') {
    try {
      parseApiDate(record.start_date);
      since = `since ${formatDate(record.start_date)}`;
    } catch {
      since = null;
    }
  }
  return { summary: summaryOf(record), since, entries };
}

/** The schedule in one line, as its cell reads: "Every week on Friday, since Mar 14, 2026". */
export function scheduleText(schedule: unknown): string {
  const { summary, since, entries } = describeSchedule(schedule);
  if (summary === null) return entries.map((entry) => `${entry.label}: ${entry.value}`).join(' · ');
  return since === null ? summary : `${summary}, ${since}`;
}
