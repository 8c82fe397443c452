import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import {
  DECISIONS_FILE,
  decisionEntries,
  decisionsWithIndex,
  supersededBy,
} from './decisions-index';

const markdown = readFileSync(DECISIONS_FILE, 'utf8');

describe('docs/decisions.md', () => {
  it('opens with an index of every decision as its entries stand (npm run decisions:index)', () => {
    expect(markdown).toBe(decisionsWithIndex(markdown));
  });

  it('numbers each decision once', () => {
    const ids = decisionEntries(markdown).map((entry) => entry.id);
    const repeated = ids.filter((id, i) => ids.indexOf(id) !== i);
    expect(repeated).toEqual([]);
  });

  it('says on a superseded entry what supersedes it', () => {
    const entries = decisionEntries(markdown);
    const unmarked = [...supersededBy(entries)]
      .filter(([old, by]) => entries.find((e) => e.id === old)?.supersededBy !== by)
      .map(([old, by]) => `D${old} (superseded by D${by}) does not say "Superseded by D${by}"`);
    expect(unmarked).toEqual([]);
  });

  it('reads a later entry that supersedes an older one, and a stale index is rewritten', () => {
    const sample = [
      '# Decisions',
      '',
      '## One',
      '',
      '**D1. Old way.** Do it so. Superseded by D2.',
      '',
      '**D2. New way.** Do it better (this supersedes D1).',
      '',
    ].join('\n');
    const indexed = decisionsWithIndex(sample);
    expect(indexed).toContain('- One:\n  - D1. Old way (superseded by D2)\n  - D2. New way\n');
    expect(decisionsWithIndex(indexed.replace('New way\n', 'Stale\n'))).toBe(indexed);
  });
});
