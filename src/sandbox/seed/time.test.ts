import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { utcText } from './time';

describe('utcText', () => {
  it('writes what toISOString writes, without the milliseconds', () => {
    const from = Date.UTC(1900, 0, 1);
    const to = Date.UTC(2100, 0, 1);
    fc.assert(
      fc.property(fc.integer({ min: from, max: to }), (ms) => {
        expect(utcText(ms)).toBe(`${new Date(ms).toISOString().slice(0, 19)}Z`);
      }),
      { numRuns: 5000 },
    );
    expect(utcText(Date.UTC(2026, 10, 22, 23, 59, 59, 999))).toBe('2026-11-22T23:59:59Z');
    expect(utcText(Date.UTC(1969, 11, 31, 0, 0, 1))).toBe('1969-12-31T00:00:01Z');
  });
});
