import type { Translate } from './i18n/translator';
import { sentenceCase } from './sentence-case';

/**
 * A status word of the API as the screen says it: 'delivered' → 'Delivered' (in Spanish
 * 'Entregado'), none is 'Unknown'. A word the catalogs lack (`common.status.<word>`) shows as the
 * API spells it, capitalized.
 */
export function statusText(status: string, t: Translate): string {
  const id = `common.status.${status === '' ? 'unknown' : status}`;
  if (t.has(id)) return t(id);
  return sentenceCase(status);
}
