import type { RecordOf } from '../../api/client-types';
import { personName } from './event-person-name';

export const PASSES = '/check_ins/v2/passes';
export const PERSON_PASSES = '/check_ins/v2/people/{person_id}/passes';
export const PASS_DELETE = '/check_ins/v2/passes/{id}';

export type PassRecord = RecordOf<typeof PASSES, 'person'>;
export type PassKind = 'barcode' | 'pkpass';

export function passKindText(kind: string): string {
  if (kind === 'barcode') return 'Barcode';
  if (kind === 'pkpass') return 'Mobile pass (pkpass)';
  return kind || 'Unknown kind';
}

/** Whose pass it is, in words; a pass may have lost its person. */
export function passOwnerText(pass: PassRecord): string {
  return pass.related.person ? personName(pass.related.person) : 'no one (person not found)';
}
