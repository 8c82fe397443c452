import { ATTENDEES_PER_VOLUNTEER } from '../../../api/proxy/live-rooms-settings';

/** A target out of the range the shared setting takes: the range it takes. */
export interface RatioTargetProblem {
  readonly min: number;
  readonly max: number;
}

/**
 * What is wrong with a room's ratio target as typed (attendees per volunteer), or undefined: a
 * whole number in the range the shared setting takes (D142). Blank means no target.
 */
export function ratioTargetProblem(text: string): RatioTargetProblem | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const { min, max } = ATTENDEES_PER_VOLUNTEER;
  const value = Number(trimmed);
  if (!/^[0-9]+$/.test(trimmed) || value < min || value > max) return { min, max };
  return undefined;
}
