import type { Translate } from '../../../lib/pure/i18n/translator';

/** A check-in's kind ('Regular', 'Guest', 'Volunteer') in words; another value shows as it is. */
export function kindLabel(t: Translate, kind: string): string {
  return kind === '' ? t('check-ins.shared.kindUnknown') : t('check-ins.shared.kind', { kind });
}
