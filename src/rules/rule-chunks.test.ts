import { describe, expect, it } from 'vitest';

import { analyzeRules } from './analyze';
import { splitRules } from './rule-chunks';
import { BOT_RULES, createRule } from './test-fixtures';

/** An appended comment with an anchor-like word makes the engine parse the file whole. */
const WHOLE = '\n# &whole\n';

function both(text: string) {
  const chunked = analyzeRules(text, { userMappings: "octocat: '1'\n" });
  const whole = analyzeRules(text + WHOLE, { userMappings: "octocat: '1'\n" });
  return { chunked, whole };
}

const TWO_RULES = `# Rules
rules:
  - when:
      event: pull_request
      action: [opened, edited]
      has_tracker_tasks: false
    then:
      create_task:
        project: 123
        workspace: '1'
        title: '{{eq a b}}'

  # the second one
  - when:
      event: issues
      lable: x
    then:
      mark_complete: yes
user_mappings:
  octocat: 1
`;

describe('splitRules', () => {
  it('splits a block list of rules into one chunk per rule', () => {
    const split = splitRules(TWO_RULES);
    expect(split?.chunks.map((c) => c.text.split('\n')[0])).toEqual(['  - when:', '  - when:']);
    expect(split?.skeleton).toBe('# Rules\nrules:\n  []\nuser_mappings:\n  octocat: 1\n');
  });

  it('declines what a split could change: anchors, aliases, tags, markers, one rule, flow lists', () => {
    expect(splitRules(TWO_RULES.replace("workspace: '1'", 'workspace: &w "1"'))).toBeUndefined();
    expect(splitRules(`---\n${TWO_RULES}`)).toBeUndefined();
    expect(splitRules(createRule())).toBeUndefined();
    expect(splitRules('rules: [{when: {event: x}}, {when: {event: y}}]\n')).toBeUndefined();
    expect(splitRules(BOT_RULES + WHOLE)).toBeUndefined();
  });

  it('handles a bare list at column 0', () => {
    const bare = TWO_RULES.replace('rules:\n', '')
      .replace(/^ {2}/gm, '')
      .replace(/user_mappings:[\s\S]*$/, '');
    expect(splitRules(bare)?.chunks).toHaveLength(2);
  });
});

describe('rule-by-rule analysis', () => {
  it('gives exactly the diagnostics and values of a whole-document parse', () => {
    const { chunked, whole } = both(TWO_RULES);
    expect(chunked.diagnostics.length).toBeGreaterThan(5);
    expect(chunked.diagnostics).toEqual(whole.diagnostics);
    expect(chunked.rules).toEqual(whole.rules);
  });

  it('falls back to the whole document when a rule has a syntax error', () => {
    const broken = TWO_RULES.replace('lable: x', 'author: [dependabot[bot]]');
    const { chunked, whole } = both(broken);
    expect(chunked.diagnostics).toEqual(whole.diagnostics);
    expect(chunked.diagnostics[0]?.code).toBe('yaml-flow-bot');
  });

  it('agrees on many generated files', () => {
    const rules = [
      createRule().replace('rules:\n', ''),
      createRule({ task: ['project: 5', "title: ''"] }).replace('rules:\n', ''),
      '  - when:\n      event: pull_request\n      action: closed\n    then:\n      update_fields:\n        status: 3\n',
      '  -\n',
      '  - just text\n',
    ];
    for (let i = 0; i < rules.length; i++) {
      for (let j = 0; j < rules.length; j++) {
        const text = `rules:\n${rules[i] ?? ''}${rules[j] ?? ''}extra: true\n`;
        const { chunked, whole } = both(text);
        expect(chunked.diagnostics, text).toEqual(whole.diagnostics);
        expect(chunked.rules, text).toEqual(whole.rules);
      }
    }
  });
});
