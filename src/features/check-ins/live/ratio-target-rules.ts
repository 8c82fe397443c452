import { ATTENDEES_PER_VOLUNTEER } from '../../../api/proxy/live-rooms-settings';

/**
 * What is wrong with a room's ratio target as typed (attendees per volunteer), or undefined: a
 * whole number in the range the shared setting takes (D142). Blank means no target.
 */
export function ratioTargetProblem(text: string): string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const { min, max } = ATTENDEES_PER_VOLUNTEER;
  const value = Number(trimmed);
  if (!/^[0-9]+$/.test(trimmed) || value < min || value > max) {
    return `Enter a whole number of attendees per volunteer from ${min} to ${max}, or leave it blank for no target.`;
  }
  return undefined;
}
