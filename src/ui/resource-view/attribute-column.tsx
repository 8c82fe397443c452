import { Text } from '@mantine/core';

import { readEndpointSpec, resourceSpec } from '../../api/catalog/catalog';
import type { AttributeSpec, ScalarType } from '../../api/catalog/schema';
import type { ListKey, RecordOf } from '../../api/client-types';
import { formatDate, type DatetimeStyle } from '../../lib/pure/dates';
import type { CsvColumn, CsvValue } from '../../lib/pure/export/csv';
import { zonedDatetimeText } from '../../lib/pure/export/zoned-datetime';
import type { Translate } from '../../lib/pure/i18n/translator';
import { decimalText, money } from '../../lib/pure/money';
import { sentenceCase } from '../../lib/pure/sentence-case';
import { BooleanText } from '../boolean-text';
import { DateTimeText } from '../date-time-text';
import { useLocale } from '../i18n/language-context';
import { MoneyText } from '../money-text';
import type { ListColumn } from './list-column';

/** An attribute of the records a list endpoint answers. */
export type AttributeOf<K extends ListKey> = keyof RecordOf<K>['attributes'] & string;

export interface AttributeColumnOptions {
  /**
   * The header; by default the attribute's label in the catalogs (`fields.<name>`, in the language
   * of `t`), else its name in words ("Created at", "Total").
   */
  header?: string;
  /** The page's language, for the default header and the CSV's words; English without it. */
  t?: Translate;
  /** Words for an attribute's listed values (`{ in_progress: 'In progress' }`). */
  labels?: Readonly<Record<string, string>>;
  /** How a datetime reads (default date and time). */
  format?: DatetimeStyle;
}

const MONEY = /^(.+)_cents$/;

function typeOf(spec: AttributeSpec | undefined): ScalarType | 'array' | 'object' | undefined {
  return typeof spec === 'string' ? spec : spec?.type;
}

function words(name: string): string {
  return sentenceCase(name.replace(MONEY, '$1').replaceAll('_', ' '));
}

/** The attribute's label in the catalogs (an amount's by its name without `_cents` too). */
function defaultHeader(name: string, t: Translate | undefined): string {
  for (const id of [`fields.${name}`, `fields.${name.replace(MONEY, '$1')}`]) {
    if (t?.has(id)) return t(id);
  }
  return words(name);
}

/** A calendar date (no zone) in the page's locale. */
function CalendarDateText({ value }: { value: string }) {
  return formatDate(value, useLocale());
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/** A whole number in the page's locale. */
function NumberText({ value }: { value: number }) {
  const locale = useLocale();
  let format = numberFormats.get(locale);
  if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(locale)));
  return format.format(value);
}

/**
 * An attribute's value as CSV text, for spreadsheets rather than eyes: datetimes in the
 * organization's zone ("YYYY-MM-DD HH:MM:SS"), dates as the API sends them, booleans yes/no (in
 * the language of `t`), numbers as numbers, listed values by their labels, lists joined by "; ".
 */
export function attributeCsvValue(
  value: unknown,
  type: ScalarType | 'array' | 'object' | undefined,
  timeZone: string,
  labels?: Readonly<Record<string, string>>,
  t?: Translate,
): CsvValue {
  if (value === null || value === undefined) return '';
  if (type === 'datetime') return zonedDatetimeText(String(value), timeZone);
  if (typeof value === 'boolean') {
    if (t) return t(value ? 'ui.csv.yes' : 'ui.csv.no');
    return value ? 'yes' : 'no';
  }
  if (typeof value === 'number') return value;
  if (Array.isArray(value)) {
    return value
      .map((item) => (typeof item === 'object' ? JSON.stringify(item) : String(item)))
      .join('; ');
  }
  if (typeof value === 'object') return JSON.stringify(value);
  return labels?.[String(value)] ?? String(value);
}

/** A value that is missing, or words in its place ("No theme"), set apart from real values. */
export function Dimmed({ children }: { children: string }) {
  return (
    <Text span c="dimmed" size="sm">
      {children}
    </Text>
  );
}

/**
 * A table column for one attribute, read from the catalog: its header, whether the endpoint can
 * sort by it, and how its value reads from its type (money from `X_cents` with its `X_currency`,
 * datetimes in the organization's time zone, dates, booleans in words, numbers, listed values).
 */
export function attributeColumn<
  K extends ListKey,
  R extends { readonly attributes: RecordOf<K>['attributes'] } = RecordOf<K>,
>(path: K, name: AttributeOf<K>, options: AttributeColumnOptions = {}): ListColumn<R> {
  const endpoint = readEndpointSpec(path);
  const resource = endpoint && resourceSpec(endpoint.app, endpoint.resource);
  if (!endpoint || !resource || !Object.hasOwn(resource.attributes, name)) {
    throw new Error(`${path} has no attribute ${name} in the catalog`);
  }
  const spec = resource.attributes[name];
  const type = typeOf(spec);
  const currency = MONEY.exec(name)?.[1];
  const currencyName = currency !== undefined ? `${currency}_currency` : undefined;
  const isMoney = currencyName !== undefined && Object.hasOwn(resource.attributes, currencyName);
  const numeric = isMoney || type === 'integer';
  const read = (record: R, key: string): unknown =>
    (record.attributes as Record<string, unknown>)[key];
  const { t } = options;
  const header = options.header ?? defaultHeader(name, t);

  const csvColumns = (timeZone: string): CsvColumn<R>[] => {
    if (!isMoney || !currencyName) {
      return [
        {
          header,
          value: (record) =>
            attributeCsvValue(read(record, name), type, timeZone, options.labels, t),
        },
      ];
    }
    // The exact decimal amount from integer cents, and its currency beside it.
    const code = (record: R): string | null => {
      const value = read(record, currencyName);
      return typeof value === 'string' ? value : null;
    };
    return [
      {
        header,
        value: (record) => {
          const cents = read(record, name);
          const currency = code(record);
          return typeof cents === 'number' && currency !== null
            ? decimalText(money(cents, currency))
            : '';
        },
      },
      { header: t ? t('ui.columns.currency', { header }) : `${header} currency`, value: code },
    ];
  };

  return {
    id: name,
    header,
    csvColumns,
    reads: { [resource.type]: isMoney && currencyName ? [name, currencyName] : [name] },
    meta: {
      ...(endpoint.order.includes(name) ? { orderBy: name } : {}),
      ...(numeric ? { numeric: true } : {}),
    },
    cell: ({ row }) => {
      const value = read(row.original, name);
      if (isMoney && currencyName) {
        const cents = typeof value === 'number' ? value : null;
        const code = read(row.original, currencyName);
        return (
          <MoneyText cents={cents} currency={typeof code === 'string' ? code : null} size="sm" />
        );
      }
      if (value === null || value === undefined || value === '') return <Dimmed>—</Dimmed>;
      if (type === 'datetime') {
        return (
          <span style={{ whiteSpace: 'nowrap' }}>
            <DateTimeText value={String(value)} format={options.format ?? 'datetime'} size="sm" />
          </span>
        );
      }
      if (type === 'date') return <CalendarDateText value={String(value)} />;
      if (type === 'boolean') return <BooleanText value={value === true} />;
      if (type === 'integer' && typeof value === 'number') return <NumberText value={value} />;
      return options.labels?.[String(value)] ?? String(value);
    },
  };
}
