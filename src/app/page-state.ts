import type { DehydratedState } from '@tanstack/react-query';

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

/**
 * The JSON for the page's `<script type="application/json">`: `<` is escaped, so no text of the
 * data (a name like "</script>") can end the element early.
 */
export function serializePageState(state: PageState): string {
  return JSON.stringify(state).replace(/</g, '\\u003c');
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
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
    value = JSON.parse(text);
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
