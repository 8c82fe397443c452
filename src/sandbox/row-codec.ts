/** How attribute values sit in SQLite columns, and back: one rule for the seed, writes and reads. */
import { normalizeAttribute } from '../api/catalog/schema';
import type { AttributeSpec } from '../api/catalog/schema';

export type ColumnValue = string | number | bigint | null;

export function encodeAttribute(spec: AttributeSpec, value: unknown): ColumnValue {
  if (value === null || value === undefined) return null;
  switch (normalizeAttribute(spec).type) {
    case 'boolean':
      return value ? 1 : 0;
    case 'integer':
      return value as number;
    case 'string':
    case 'date':
    case 'datetime':
      return String(value);
    case 'array':
    case 'object':
    case 'unspecified':
      return JSON.stringify(value);
  }
}

export function decodeAttribute(spec: AttributeSpec, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  switch (normalizeAttribute(spec).type) {
    case 'boolean':
      return value === 1 || value === 1n || value === true;
    case 'integer':
      return typeof value === 'bigint' ? Number(value) : value;
    case 'string':
    case 'date':
    case 'datetime':
      return value;
    case 'array':
    case 'object':
    case 'unspecified':
      return typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
  }
}
