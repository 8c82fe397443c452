import { describe, expect, it } from 'vitest';

import { emailAddressProblem } from './email-rules';

describe('emailAddressProblem', () => {
  it('wants something that looks like an address, not already on the record', () => {
    expect(emailAddressProblem('ann@example.org', [])).toBeUndefined();
    expect(emailAddressProblem('', [])).toBeUndefined();
    expect(emailAddressProblem('ann@example', [])).toMatch(/like name@example.org/);
    expect(emailAddressProblem('a b@example.org', [])).toMatch(/like/);
    expect(emailAddressProblem(' ANN@example.org ', ['ann@example.org'])).toMatch(/already/);
  });
});
