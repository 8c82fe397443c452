import { checkInsResources } from '../../../api/catalog/check-ins';
import type { RecordOf } from '../../../api/client-types';
import type { Translate } from '../../../lib/pure/i18n/translator';
import type { MessageId } from '../../../messages/message-id';
import { personName } from '../shared/person-name';

export const PASSES = '/check_ins/v2/passes';
export const PERSON_PASSES = '/check_ins/v2/people/{person_id}/passes';
export const PASS_DELETE = '/check_ins/v2/passes/{id}';

export type PassRecord = RecordOf<typeof PASSES, 'person'>;
/** The catalog's pass kinds; the words below must name each one. */
export type PassKind = PassRecord['attributes']['kind'];

/** Every kind of pass, as the catalog lists them. */
export const passKinds: readonly PassKind[] = checkInsResources.Pass.attributes.kind.values;

/** Each kind's words, and what it is for (the form's choices). */
export const passKindWords: Readonly<
  Record<PassKind, { label: MessageId; description: MessageId }>
> = {
  barcode: {
    label: 'check-ins.passes.kind.barcode',
    description: 'check-ins.passes.kind.barcodeHint',
  },
  pkpass: {
    label: 'check-ins.passes.kind.pkpass',
    description: 'check-ins.passes.kind.pkpassHint',
  },
};

/** The kinds' labels, for a column of the list. */
export function passKindLabels(t: Translate): Readonly<Record<PassKind, string>> {
  return Object.fromEntries(
    passKinds.map((kind) => [kind, t(passKindWords[kind].label)]),
  ) as Record<PassKind, string>;
}

export function isPassKind(value: string): value is PassKind {
  return (passKinds as readonly string[]).includes(value);
}

export function passKindText(t: Translate, kind: string): string {
  if (isPassKind(kind)) return t(passKindWords[kind].label);
  return kind || t('check-ins.passes.kind.unknown');
}

/** Whose pass it is, in words; a pass may have lost its person. */
export function passOwnerText(t: Translate, pass: PassRecord): string {
  return pass.related.person
    ? personName(t, pass.related.person)
    : t('check-ins.passes.owner.none');
}
