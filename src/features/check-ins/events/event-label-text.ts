import type { RecordOf } from '../../../api/client-types';

/** Label settings in words. */

type PrintsFor = RecordOf<'/check_ins/v2/labels'>['attributes']['prints_for'];

/** The catalog's prints_for values: a name label or a security label (spec, Label). */
const printsForWords: Readonly<Record<PrintsFor, string>> = {
  Person: 'Name label: one for each person',
  Group: 'Security label: one for each group checked in together',
};

export function printsForText(printsFor: string): string {
  return Object.hasOwn(printsForWords, printsFor)
    ? printsForWords[printsFor as PrintsFor]
    : `Prints for ${printsFor || 'an unknown audience'}`;
}

/** Who a label prints for: regulars, guests and/or volunteers. */
export function audienceText(flags: {
  for_regular: boolean;
  for_guest: boolean;
  for_volunteer: boolean;
}): string {
  const who = [
    flags.for_regular && 'regulars',
    flags.for_guest && 'guests',
    flags.for_volunteer && 'volunteers',
  ].filter((w): w is string => typeof w === 'string');
  if (who.length === 0) return 'Nobody';
  const text = who.length === 1 ? who[0] : `${who.slice(0, -1).join(', ')} and ${who.at(-1)}`;
  return (text ?? '').charAt(0).toUpperCase() + (text ?? '').slice(1);
}
