import type { DehydratedState } from '@tanstack/react-query';

import type { ParsedRecord, RelationshipObject } from '../api/json-api';
import { readSessionAnswer, type SignedInAnswer } from '../api/proxy/session-contract';
import { isInterfaceLanguage, type InterfaceLanguage } from '../lib/pure/i18n/languages';
import { PAGE_STATE_ELEMENT_ID } from '../lib/pure/page-render-contract';

/**
 * What a server-rendered page hands the browser's app beside its markup, so that hydration
 * renders exactly what the server did: the session as the proxy answered it, the query cache
 * (the page's list, the organization).
 */
export interface PageState {
  /** The interface language the server rendered in; the browser hydrates only in the same one. */
  readonly language: InterfaceLanguage;
  /**
   * The locale its numbers and dates were formatted in, which the browser hydrates with: the
   * server read it from Accept-Language, the browser from navigator.languages, which may differ.
   */
  readonly locale: string;
  readonly session: SignedInAnswer;
  readonly queries: DehydratedState;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A record as the client reads it (src/api/json-api.ts), wherever it is in the cache. */
function isParsedRecord(value: unknown): value is ParsedRecord {
  return (
    isObject(value) &&
    typeof value.type === 'string' &&
    typeof value.id === 'string' &&
    isObject(value.attributes) &&
    isObject(value.relationships) &&
    isObject(value.related) &&
    isObject(value.links)
  );
}

/** `record` without the URLs of itself and of its relationships, which no view reads. */
function withoutLinks(record: ParsedRecord): ParsedRecord {
  const relationships: Record<string, RelationshipObject> = {};
  for (const [name, { data }] of Object.entries(record.relationships)) {
    relationships[name] = data === undefined ? {} : { data };
  }
  return { ...record, relationships, links: {} };
}

/**
 * The JSON for the page's `<script type="application/json">`: `<` is escaped, so no text of the
 * data (a name like "</script>") can end the element early. Its records go without their links,
 * and a record met again (the event, the room and the session a page of check-ins shares) is
 * written once, where it is first met, with a `$id`, and then as `{"$ref": id}` (D195): JSON:API
 * member names have no `$`, so no data of the API reads as either.
 */
export function serializePageState(state: PageState): string {
  const seen = new Map<string, number>();
  JSON.stringify(state, (_key, value: unknown) => {
    if (isParsedRecord(value)) {
      const text = JSON.stringify(value);
      seen.set(text, (seen.get(text) ?? 0) + 1);
    }
    return value;
  });
  const ids = new Map<string, number>();
  const json = JSON.stringify(state, (_key, value: unknown) => {
    if (!isParsedRecord(value)) return value;
    const text = JSON.stringify(value);
    if ((seen.get(text) ?? 0) < 2) return withoutLinks(value);
    const id = ids.get(text);
    if (id !== undefined) return { $ref: id };
    ids.set(text, ids.size);
    return { $id: ids.size - 1, ...withoutLinks(value) };
  });
  return json.replace(/</g, '\\u003c');
}

/** The value of page-state JSON, each record written once given back wherever it was. */
function parseSharingRecords(text: string): unknown {
  const shared: unknown[] = [];
  return JSON.parse(text, (_key, value: unknown) => {
    if (!isObject(value)) return value;
    if (typeof value.$id === 'number') {
      const { $id, ...record } = value;
      shared[$id] = record;
      return record;
    }
    const keys = Object.keys(value);
    if (keys.length === 1 && keys[0] === '$ref' && typeof value.$ref === 'number') {
      return shared[value.$ref];
    }
    return value;
  });
}

/** A BCP 47 tag Intl takes. */
function isLocale(value: unknown): value is string {
  if (typeof value !== 'string' || value === '') return false;
  try {
    return Intl.getCanonicalLocales(value).length === 1;
  } catch {
    return false;
  }
}

/** Reads a PageState from its JSON; undefined for anything else (the page then renders afresh). */
export function parsePageState(text: string): PageState | undefined {
  let value: unknown;
  try {
    value = parseSharingRecords(text);
  } catch {
    return undefined;
  }
  if (!isObject(value) || !isObject(value.queries)) return undefined;
  if (!Array.isArray(value.queries.queries) || !Array.isArray(value.queries.mutations)) {
    return undefined;
  }
  const session = readSessionAnswer(value.session);
  if (!session?.signedIn) return undefined;
  if (!isInterfaceLanguage(value.language) || !isLocale(value.locale)) return undefined;
  return {
    language: value.language,
    locale: value.locale,
    session,
    queries: value.queries as unknown as DehydratedState,
  };
}

/** The state a server-rendered document holds, or undefined when the page was not. */
export function readPageState(document: Document): PageState | undefined {
  const element = document.getElementById(PAGE_STATE_ELEMENT_ID);
  return element?.textContent ? parsePageState(element.textContent) : undefined;
}
