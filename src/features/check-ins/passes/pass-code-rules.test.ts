import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { passCodeProblem } from './pass-code-rules';

const codeChar = fc.constantFrom(...'ABCxyz0123456789-');

describe('passCodeProblem', () => {
  it('passes blank (the service makes one up) and 4 to 64 letters, digits and hyphens', () => {
    fc.assert(
      fc.property(fc.string({ unit: codeChar, minLength: 4, maxLength: 64 }), (code) => {
        expect(passCodeProblem(` ${code} `)).toBeUndefined();
      }),
    );
    expect(passCodeProblem('   ')).toBeUndefined();
  });

  it('never passes a code that is too short, too long or has other characters', () => {
    const bad = fc.oneof(
      fc.string({ unit: codeChar, minLength: 1, maxLength: 3 }),
      fc.string({ unit: codeChar, minLength: 65, maxLength: 90 }),
      fc
        .tuple(
          fc.string({ unit: codeChar, minLength: 4, maxLength: 10 }),
          fc.constantFrom(' ', '_', '/', '#', 'é'),
        )
        .map(([code, odd]) => `${code}${odd}x`),
    );
    fc.assert(
      fc.property(bad, (code) => {
        expect(passCodeProblem(code)).toBeDefined();
      }),
    );
  });
});
