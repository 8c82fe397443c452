/**
 * One analysis per (rules, user mappings) text pair, shared by the editor's linter and the
 * page's panes so that a keystroke is analysed once.
 */
import { analyzeRules, type Analysis } from '../../rules/analyze';

let last: { rules: string; mappings: string; analysis: Analysis } | undefined;

export function analyzeCached(rules: string, mappings: string): Analysis {
  if (last && last.rules === rules && last.mappings === mappings) return last.analysis;
  const analysis = analyzeRules(rules, { userMappings: mappings });
  last = { rules, mappings, analysis };
  return analysis;
}

/** The texts the page shows now, for the editors' linters (which run outside React). */
const latestInputs = { rules: '', mappings: '' };

export function rememberInputs(rules: string, mappings: string): void {
  latestInputs.rules = rules;
  latestInputs.mappings = mappings;
}

export function diagnoseRules(text: string) {
  return analyzeCached(text, latestInputs.mappings).diagnostics;
}

export function diagnoseMappings(text: string) {
  return analyzeCached(latestInputs.rules, text).userMappingsDiagnostics;
}
