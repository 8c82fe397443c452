import type { RecordOf } from '../../api/client-types';
import { personName } from './event-person-name';

export const PASSES = '/check_ins/v2/passes';
export const PERSON_PASSES = '/check_ins/v2/people/{person_id}/passes';
export const PASS_DELETE = '/check_ins/v2/passes/{id}';

export type PassRecord = RecordOf<typeof PASSES, 'person'>;
/** The catalog's pass kinds; the words below must name each one. */
export type PassKind = PassRecord['attributes']['kind'];

const passKindWords: Readonly<Record<PassKind, string>> = {
  barcode: 'Barcode',
  pkpass: 'Mobile pass (pkpass)',
};

export function passKindText(kind: string): string {
  return Object.hasOwn(passKindWords, kind)
    ? passKindWords[kind as PassKind]
    : kind || 'Unknown kind';
}

/** Whose pass it is, in words; a pass may have lost its person. */
export function passOwnerText(pass: PassRecord): string {
  return pass.related.person ? personName(pass.related.person) : 'no one (person not found)';
}
