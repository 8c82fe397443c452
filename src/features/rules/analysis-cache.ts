/**
 * One analysis per (rules, user mappings, target): the page's panes, the validity summary and
 * the editors' underlines all read the same one, so a keystroke is analysed once and they
 * never disagree.
 */
import { analyzeRules, type Analysis } from '../../rules/analyze';
import type { RulesTarget } from '../../rules/target';

let last: { rules: string; mappings: string; target: RulesTarget; analysis: Analysis } | undefined;

export function analyzeCached(rules: string, mappings: string, target: RulesTarget): Analysis {
  if (last && last.rules === rules && last.mappings === mappings && last.target === target) {
    return last.analysis;
  }
  const analysis = analyzeRules(rules, { userMappings: mappings, target });
  last = { rules, mappings, target, analysis };
  return analysis;
}
