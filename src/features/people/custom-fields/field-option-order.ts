export interface Sequenced {
  id: string;
  sequence: number;
}

/**
 * The sequence writes that move the option at `index` one place up (-1) or down (+1) in a list
 * sorted by sequence. Two distinct sequences are swapped (two writes); when they are equal (the
 * service allows that), the whole list is renumbered 1..n in its new order and only the options
 * whose number changes are written.
 */
export function sequenceMoves(
  options: readonly Sequenced[],
  index: number,
  by: -1 | 1,
): Sequenced[] {
  const other = index + by;
  const moving = options[index];
  const neighbour = options[other];
  if (!moving || !neighbour) return [];
  if (moving.sequence !== neighbour.sequence) {
    return [
      { id: moving.id, sequence: neighbour.sequence },
      { id: neighbour.id, sequence: moving.sequence },
    ];
  }
  const reordered = [...options];
  reordered[index] = neighbour;
  reordered[other] = moving;
  return reordered.flatMap((option, position) =>
    option.sequence === position + 1 ? [] : [{ id: option.id, sequence: position + 1 }],
  );
}

/** The sequence a new option gets: after the last one. */
export function nextSequence(options: readonly Sequenced[]): number {
  return options.reduce((max, option) => Math.max(max, option.sequence), 0) + 1;
}
