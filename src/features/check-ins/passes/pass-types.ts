import { checkInsResources } from '../../../api/catalog/check-ins';
import type { RecordOf } from '../../../api/client-types';
import { personName } from '../shared/person-name';

export const PASSES = '/check_ins/v2/passes';
export const PERSON_PASSES = '/check_ins/v2/people/{person_id}/passes';
export const PASS_DELETE = '/check_ins/v2/passes/{id}';

export type PassRecord = RecordOf<typeof PASSES, 'person'>;
/** The catalog's pass kinds; the words below must name each one. */
export type PassKind = PassRecord['attributes']['kind'];

/** Every kind of pass, as the catalog lists them. */
export const passKinds: readonly PassKind[] = checkInsResources.Pass.attributes.kind.values;

/** Each kind in words, and what it is for (the form's choices). */
export const passKindWords: Readonly<Record<PassKind, { label: string; description: string }>> = {
  barcode: {
    label: 'Barcode',
    description: "A code to print on a card or key tag, read by a station's scanner.",
  },
  pkpass: { label: 'Mobile pass (pkpass)', description: "A pass for the phone's wallet." },
};

/** The kinds' labels, for a column of the list. */
export const passKindLabels: Readonly<Record<PassKind, string>> = Object.fromEntries(
  passKinds.map((kind) => [kind, passKindWords[kind].label]),
) as Record<PassKind, string>;

export function isPassKind(value: string): value is PassKind {
  return (passKinds as readonly string[]).includes(value);
}

export function passKindText(kind: string): string {
  return isPassKind(kind) ? passKindWords[kind].label : kind || 'Unknown kind';
}

/** Whose pass it is, in words; a pass may have lost its person. */
export function passOwnerText(pass: PassRecord): string {
  return pass.related.person ? personName(pass.related.person) : 'no one (person not found)';
}
