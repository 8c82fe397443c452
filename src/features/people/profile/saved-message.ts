import type { SaveOutcome } from '../../../lib/browser/forms/use-resource-form';

/** What a profile form says after a save: "Address added.", "Address saved.", "Nothing changed.". */
export function savedMessage(outcome: SaveOutcome, what: string): string {
  if (outcome === 'unchanged') return 'Nothing changed.';
  return `${what} ${outcome}.`;
}
