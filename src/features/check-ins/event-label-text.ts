/** Label settings in words. */

/** prints_for: 'Person' is a name label, 'Group' a security label (spec, Label). */
export function printsForText(printsFor: string): string {
  if (printsFor === 'Person') return 'Name label: one for each person';
  if (printsFor === 'Group') return 'Security label: one for each group checked in together';
  return `Prints for ${printsFor || 'an unknown audience'}`;
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
