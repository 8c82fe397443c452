import { describe, expect, it } from 'vitest';

import { nextSequence, sequenceMoves } from './field-option-order';

const options = (...sequences: number[]) =>
  sequences.map((sequence, i) => ({ id: String(i + 1), sequence }));

describe('sequenceMoves', () => {
  it('swaps the sequences of two neighbours', () => {
    expect(sequenceMoves(options(1, 2, 3), 1, -1)).toEqual([
      { id: '2', sequence: 1 },
      { id: '1', sequence: 2 },
    ]);
    expect(sequenceMoves(options(1, 4, 9), 1, 1)).toEqual([
      { id: '2', sequence: 9 },
      { id: '3', sequence: 4 },
    ]);
  });

  it('cannot move past either end', () => {
    expect(sequenceMoves(options(1, 2), 0, -1)).toEqual([]);
    expect(sequenceMoves(options(1, 2), 1, 1)).toEqual([]);
  });

  it('renumbers the list when the two sequences are equal', () => {
    expect(sequenceMoves(options(1, 1, 1), 2, -1)).toEqual([
      { id: '3', sequence: 2 },
      { id: '2', sequence: 3 },
    ]);
  });
});

describe('nextSequence', () => {
  it('comes after the highest sequence', () => {
    expect(nextSequence([])).toBe(1);
    expect(nextSequence(options(3, 1, 7))).toBe(8);
  });
});
