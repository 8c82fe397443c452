import { describe, expect, it } from 'vitest';

import { closest, editDistance } from './closest';

describe('closest', () => {
  it('counts a transposition as one edit', () => {
    expect(editDistance('lable', 'label')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
  });

  it('suggests near keys and nothing for far or very short words', () => {
    expect(closest('lable', ['label', 'event'])).toBe('label');
    expect(closest('asignee', ['assignee', 'section'])).toBe('assignee');
    expect(closest('a', ['pr', 'issue'])).toBeUndefined();
    expect(closest('eq', ['or', 'if'])).toBeUndefined();
  });
});
