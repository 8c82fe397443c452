/**
 * The user_mappings input: YAML (or JSON) mapping code-host logins to user GIDs. The action
 * rejects the whole input, and stops the run, unless every value is a string; unquoted numeric
 * GIDs (as every example in its docs writes them) are the usual way to fall into that.
 */
import { isMap, isScalar } from 'yaml';

import { isQuotable, quoteFix, unquotedScalarNote } from './gid-checks';
import type { ScopedReporter } from './reporter';
import { parseYaml } from './source';
import { entries, entrySpan, isUnquotedNumber, jsValue, spanOf, type YamlNode } from './yaml-nodes';
import { yamlSyntaxFindings } from './yaml-errors';

const REJECTED =
  'Invalid user_mappings YAML: user_mappings must be an object/map with string values';

export interface UserMappingsOutcome {
  /** The string entries (own properties of a null-prototype object). */
  readonly mappings: Readonly<Record<string, string>>;
  /** Whether the action would accept the input. */
  readonly accepted: boolean;
}

export function checkUserMappings(text: string, report: ScopedReporter): UserMappingsOutcome {
  const mappings: Record<string, string> = Object.create(null) as Record<string, string>;
  if (text.trim() === '') return { mappings, accepted: true };
  const doc = parseYaml(text);
  if (doc.errors.length > 0) {
    for (const finding of yamlSyntaxFindings(doc, text, 'user_mappings: ')) report.add(finding);
    return { mappings, accepted: false };
  }
  const root = doc.contents as YamlNode;
  if (root === null || root === undefined || (isScalar(root) && root.value === null)) {
    return { mappings, accepted: true };
  }
  if (!isMap(root)) {
    report.add({
      severity: 'error',
      code: 'user-mappings-type',
      message: `${REJECTED}. Write one "login: 'gid'" per line.`,
      rule: null,
      path: ['user_mappings'],
      span: spanOf(root),
    });
    return { mappings, accepted: false };
  }
  let accepted = true;
  for (const e of entries(root)) {
    const value = jsValue(e.value, doc);
    const path = ['user_mappings', e.key];
    if (typeof value !== 'string') {
      accepted = false;
      report.add({
        severity: 'error',
        code: isUnquotedNumber(e.value) ? 'gid-unquoted' : 'user-mappings-value',
        message: `${REJECTED}${unquotedScalarNote(e.value, text)}. One bad value makes the action reject every mapping and stop.`,
        rule: null,
        path,
        span: entrySpan(e),
        ...(isQuotable(e.value) && quoteFix(e.value, text) ? { fix: quoteFix(e.value, text) } : {}),
      });
      continue;
    }
    mappings[e.key] = value;
    if (value !== '' && !/^\d+$/.test(value) && value !== 'me') {
      report.add({
        severity: 'warning',
        code: 'user-mappings-gid',
        message: `user_mappings: '${value}' for ${e.key} is not a numeric user GID; the assignee would be rejected.`,
        rule: null,
        path,
        span: entrySpan(e),
      });
    }
  }
  return { mappings, accepted };
}
