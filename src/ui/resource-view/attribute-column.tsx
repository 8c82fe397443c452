import { Text } from '@mantine/core';

import { readEndpointSpec, resourceSpec } from '../../api/catalog/catalog';
import type { AttributeSpec, ScalarType } from '../../api/catalog/schema';
import type { ListKey, RecordOf } from '../../api/client-types';
import { formatDate, type DatetimeStyle } from '../../lib/pure/dates';
import type { CsvColumn, CsvValue } from '../../lib/pure/export/csv';
import { zonedDatetimeText } from '../../lib/pure/export/zoned-datetime';
import { fieldLabel } from '../../lib/pure/i18n/field-label';
import type { Translate } from '../../lib/pure/i18n/translator';
import { decimalText, money } from '../../lib/pure/money';
import { BooleanText } from '../boolean-text';
import { DateTimeText } from '../date-time-text';
import { useLocale, useT } from '../i18n/language-context';
import { MoneyText } from '../money-text';
import { columnText, type ColumnText, type ListColumn } from './list-column';

/** An attribute of the records a list endpoint answers. */
export type AttributeOf<K extends ListKey> = keyof RecordOf<K>['attributes'] & string;

export interface AttributeColumnOptions {
  /**
   * The header; by default the attribute's label (`fields.<name>`: "Created at", "Total"). A
   * function of `t` is called where the header is shown or exported.
   */
  header?: ColumnText;
  /** Words for an attribute's listed values (`{ in_progress: 'In progress' }`). */
  labels?: Readonly<Record<string, string>>;
  /** How a datetime reads (default date and time). */
  format?: DatetimeStyle;
}

const MONEY = /^(.+)_cents$/;

function typeOf(spec: AttributeSpec | undefined): ScalarType | 'array' | 'object' | undefined {
  return typeof spec === 'string' ? spec : spec?.type;
}

/** A column's words in the tree's language (a header defined outside any component). */
function ColumnWords({ text }: { text: (t: Translate) => string }) {
  return text(useT());
}

/** A value formatted in the tree's locale (numbers, dates). */
function InLocale({ format }: { format: (locale: string) => string }) {
  return format(useLocale());
}

/**
 * An attribute's value as CSV text, for spreadsheets rather than eyes: datetimes in the
 * organization's zone ("YYYY-MM-DD HH:MM:SS"), dates as the API sends them, booleans yes/no in
 * `t`'s language, numbers as numbers, listed values by their labels, lists joined by "; ".
 */
export function attributeCsvValue(
  t: Translate,
  value: unknown,
  type: ScalarType | 'array' | 'object' | undefined,
  timeZone: string,
  labels?: Readonly<Record<string, string>>,
): CsvValue {
  if (value === null || value === undefined) return '';
  if (type === 'datetime') return zonedDatetimeText(String(value), timeZone);
  if (typeof value === 'boolean') return t(value ? 'fields.export.yes' : 'fields.export.no');
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
  const header: ColumnText = options.header ?? ((t) => fieldLabel(t, name));

  const csvColumns = (timeZone: string, t: Translate): CsvColumn<R>[] => {
    const text = columnText(header, t);
    if (!isMoney || !currencyName) {
      return [
        {
          header: text,
          value: (record) =>
            attributeCsvValue(t, read(record, name), type, timeZone, options.labels),
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
        header: text,
        value: (record) => {
          const cents = read(record, name);
          const currency = code(record);
          return typeof cents === 'number' && currency !== null
            ? decimalText(money(cents, currency))
            : '';
        },
      },
      { header: t('fields.export.currencyOf', { field: text }), value: code },
    ];
  };

  return {
    id: name,
    header: typeof header === 'string' ? header : <ColumnWords text={header} />,
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
      if (type === 'date') {
        return <InLocale format={(locale) => formatDate(String(value), locale)} />;
      }
      if (type === 'boolean') return <BooleanText value={value === true} />;
      if (type === 'integer' && typeof value === 'number') {
        return <InLocale format={(locale) => new Intl.NumberFormat(locale).format(value)} />;
      }
      return options.labels?.[String(value)] ?? String(value);
    },
  };
}
