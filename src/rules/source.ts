/**
 * Reads what the author edits: a rules file (a bare list or { rules: [...] }) or a whole GitHub
 * workflow file, in which case the `rules` and `user_mappings` inputs of each step that passes
 * rules are parsed from their block strings, keeping offsets that point into the workflow.
 */
import {
  YAMLParseError,
  isAlias,
  isMap,
  isScalar,
  isSeq,
  parseDocument,
  visit,
  type Document,
  type Node,
  type Scalar,
} from 'yaml';

import { readPlainYaml } from './action-yaml';
import { jsYamlTimestamp } from './yaml-timestamp';
import { identityMap, scalarOffsetMap, type OffsetMap } from './offset-map';
import type { ScopedReporter } from './reporter';
import {
  asMap,
  asScalar,
  asSeq,
  child,
  entries,
  entry,
  entrySpan,
  isMergeKey,
  registerAlias,
  spanOf,
  type Entry,
  type YamlNode,
} from './yaml-nodes';
import { yamlSyntaxFindings } from './yaml-errors';

/** Text nested in the edited text (or the edited text itself). */
export interface EmbeddedText {
  readonly text: string;
  readonly toOuter: OffsetMap;
  /** Whether inner text can be written into the outer text as is (no quoting to escape). */
  readonly verbatim: boolean;
  /** Where the scalar holding it is written in the outer text (absent for the text itself). */
  readonly span?: readonly [number, number];
  /** Column (0-based) of the key the scalar is the value of, for rewriting it as a block. */
  readonly keyColumn?: number;
}

/** Triggers of a workflow: event → activity types ('all' when not restricted). */
export type Triggers = ReadonlyMap<string, readonly string[] | 'all'>;

export interface RulesUnit extends EmbeddedText {
  /** Parses the whole rules text (only done when it cannot be parsed rule by rule). */
  readonly parse: () => Document.Parsed;
  /** The user_mappings input of the same workflow step, if any. */
  readonly userMappings?: EmbeddedText;
  /** The workflow's `on:` triggers, when the rules come from a workflow file. */
  readonly triggers?: Triggers;
  /** The step sets dry_run to true (True, TRUE): the action only logs what it would do. */
  readonly dryRun?: boolean;
}

export interface ParsedSource {
  readonly kind: 'rules' | 'workflow';
  /** Rules documents that parsed (one for a rules file; one per step for a workflow). */
  readonly units: readonly RulesUnit[];
}

/**
 * As js-yaml 4 (the action's parser) reads YAML: duplicate keys are errors, and merge keys
 * (`<<: *defaults`, a YAML 1.1 feature js-yaml keeps) merge.
 */
/**
 * As js-yaml's default schema reads (the action's `yaml.load`): the core schema, merge keys, and
 * timestamps, so `title: 2024-01-01` is a date here too, not text.
 */
const YAML_OPTIONS = {
  uniqueKeys: true,
  prettyErrors: true,
  merge: true,
  customTags: [jsYamlTimestamp],
};

export function parseYaml(text: string): Document.Parsed {
  const plain = readPlainYaml(text);
  if (plain) return plain;
  const doc = parseDocument(text, YAML_OPTIONS);
  if (text.includes('*')) {
    visit(doc, {
      Alias(_, alias) {
        registerAlias(alias, alias.resolve(doc));
      },
    });
  }
  if (text.includes('<<')) checkMergeSources(doc);
  return doc;
}

/** A merge source must be a mapping (or a list of them), else js-yaml stops with this error. */
function checkMergeSources(doc: Document.Parsed): void {
  const resolve = (node: unknown): unknown => (isAlias(node) ? node.resolve(doc) : node);
  visit(doc, {
    Pair(_, pair) {
      if (!isMergeKey(pair.key)) return;
      const value = resolve(pair.value);
      const sources = isSeq(value) ? value.items.map(resolve) : [value];
      if (sources.every((source) => isMap(source))) return;
      const range = (pair.value as Node | null)?.range ?? (pair.key as Node).range;
      doc.errors.push(
        new YAMLParseError(
          [range?.[0] ?? 0, range?.[1] ?? 0],
          'BAD_ALIAS',
          'cannot merge mappings; the provided source object is unacceptable (a merge key takes a mapping, an alias of one, or a list of them)',
        ),
      );
    },
  });
}

const STRICT_BOOLEANS = ['true', 'True', 'TRUE', 'false', 'False', 'FALSE'];

/** GitHub's default activity types when `types:` is not given. */
const DEFAULT_TYPES: Record<string, readonly string[]> = {
  pull_request: ['opened', 'synchronize', 'reopened'],
  pull_request_target: ['opened', 'synchronize', 'reopened'],
};

function readTriggers(on: Entry | undefined, doc: Document.Parsed): Triggers | undefined {
  if (!on?.value) return undefined;
  const triggers = new Map<string, readonly string[] | 'all'>();
  const events = (name: string, types: unknown) => {
    if (Array.isArray(types)) triggers.set(name, types.map(String));
    else if (typeof types === 'string') triggers.set(name, [types]);
    else triggers.set(name, DEFAULT_TYPES[name] ?? 'all');
  };
  const value = on.value.toJS(doc) as unknown;
  if (typeof value === 'string') events(value, undefined);
  else if (Array.isArray(value)) for (const name of value) events(String(name), undefined);
  else if (value && typeof value === 'object') {
    for (const [name, config] of Object.entries(value as Record<string, unknown>)) {
      const types =
        config && typeof config === 'object'
          ? (config as Record<string, unknown>).types
          : undefined;
      events(name, types);
    }
  } else return undefined;
  return triggers;
}

function embedded(outerText: string, node: Scalar, keyStart: number): EmbeddedText {
  const [from, to] = spanOf(node);
  return {
    text: String(node.value),
    toOuter: scalarOffsetMap(outerText, node),
    verbatim: node.type === 'BLOCK_LITERAL' || node.type === 'BLOCK_FOLDED',
    span: [from, to],
    keyColumn: keyStart - (outerText.lastIndexOf('\n', keyStart - 1) + 1),
  };
}

function stepInput(
  input: Entry,
  outerText: string,
  report: ScopedReporter,
  path: (string | number)[],
): EmbeddedText | undefined {
  const node = input.value;
  if (!isScalar(node) || node.value === null) {
    report.add({
      severity: 'error',
      code: 'workflow-input',
      message: `The ${input.key} input must be a string: write "${input.key}: |" and indent the YAML under it.`,
      rule: null,
      path,
      span: entrySpan(input),
    });
    return undefined;
  }
  const text = String(node.value);
  if (text.includes('${{')) {
    report.add({
      severity: 'info',
      code: 'workflow-expression',
      message: `The ${input.key} input comes from a GitHub expression; it cannot be checked here.`,
      rule: null,
      path,
      span: spanOf(node),
    });
    return undefined;
  }
  if (node.type === 'BLOCK_FOLDED') {
    report.add({
      severity: 'warning',
      code: 'workflow-folded',
      message: `Use "${input.key}: |" (literal), not ">": a folded block joins lines and can break the YAML inside.`,
      rule: null,
      path,
      span: entrySpan(input),
    });
  }
  return embedded(outerText, node, spanOf(input.keyNode)[0]);
}

function checkStepInputs(
  withMap: ReturnType<typeof asMap>,
  report: ScopedReporter,
  path: (string | number)[],
  stepSpan: [number, number],
): void {
  if (!withMap) return;
  for (const required of ['asana_token', 'github_token']) {
    if (!entry(withMap, required)) {
      report.add({
        severity: 'warning',
        code: 'workflow-required-input',
        message: `The step has no ${required} input: the action logs "Input required and not supplied: ${required}" and does nothing.`,
        rule: null,
        path: [...path, 'with'],
        span: stepSpan,
      });
    }
  }
  const dryRun = entry(withMap, 'dry_run');
  if (dryRun && isScalar(dryRun.value)) {
    const raw = String(dryRun.value.source ?? dryRun.value.value);
    if (!raw.includes('${{') && !STRICT_BOOLEANS.includes(raw)) {
      report.add({
        severity: 'error',
        code: 'workflow-dry-run',
        message: `Input does not meet YAML 1.2 "Core Schema" specification: dry_run. Use true or false.`,
        rule: null,
        path: [...path, 'with', 'dry_run'],
        span: entrySpan(dryRun),
      });
    }
  }
}

function workflowUnits(
  doc: Document.Parsed,
  text: string,
  report: ScopedReporter,
  jobs: Entry,
): RulesUnit[] {
  const units: RulesUnit[] = [];
  const root = asMap(doc.contents);
  const triggers = readTriggers(root && (entry(root, 'on') ?? entry(root, 'true')), doc);
  const jobsMap = asMap(jobs.value);
  for (const job of jobsMap ? entries(jobsMap) : []) {
    const steps = asSeq(child(job.value, 'steps'));
    steps?.items.forEach((step, index) => {
      const withMap = asMap(child(step as YamlNode, 'with'));
      const rules = withMap && entry(withMap, 'rules');
      if (!rules) return;
      const path = ['jobs', job.key, 'steps', index];
      checkStepInputs(withMap, report, path, spanOf(step as Scalar));
      const rulesText = stepInput(rules, text, report, [...path, 'with', 'rules']);
      if (!rulesText) return;
      const mappingsEntry = entry(withMap, 'user_mappings');
      const userMappings = mappingsEntry
        ? stepInput(mappingsEntry, text, report, [...path, 'with', 'user_mappings'])
        : undefined;
      const dryRun = asScalar(child(withMap, 'dry_run'));
      const dryRunText = dryRun ? String(dryRun.source ?? dryRun.value) : '';
      units.push({
        ...rulesText,
        parse: lazyParse(rulesText.text),
        ...(userMappings ? { userMappings } : {}),
        ...(triggers ? { triggers } : {}),
        ...(['true', 'True', 'TRUE'].includes(dryRunText) ? { dryRun: true } : {}),
      });
    });
  }
  return units;
}

function lazyParse(text: string): () => Document.Parsed {
  let doc: Document.Parsed | undefined;
  return () => (doc ??= parseYaml(text));
}

/** Parses the edited text; syntax errors of the outer file are reported here. */
export function parseSource(text: string, report: ScopedReporter): ParsedSource {
  // A workflow has a top-level jobs key; anything else is a rules file, parsed lazily.
  if (!/^jobs\s*:/m.test(text)) {
    return {
      kind: 'rules',
      units: [{ text, toOuter: identityMap, verbatim: true, parse: lazyParse(text) }],
    };
  }
  const doc = parseYaml(text);
  const root = asMap(doc.contents);
  const jobs = root ? entry(root, 'jobs') : undefined;
  if (doc.errors.length === 0 && jobs) {
    const units = workflowUnits(doc, text, report, jobs);
    if (units.length === 0) {
      report.add({
        severity: 'error',
        code: 'workflow-no-rules',
        message:
          'This is a workflow file, but no step passes a rules input (with: rules: |); there is nothing to check.',
        rule: null,
        path: ['jobs'],
        span: spanOf(jobs.keyNode),
      });
    }
    return { kind: 'workflow', units };
  }
  if (doc.errors.length > 0 && /^\s*(on|jobs)\s*:/m.test(text) && /^\s*jobs\s*:/m.test(text)) {
    for (const finding of yamlSyntaxFindings(doc, text, 'Workflow: ')) report.add(finding);
    return { kind: 'workflow', units: [] };
  }
  return {
    kind: 'rules',
    units: [{ text, toOuter: identityMap, verbatim: true, parse: () => doc }],
  };
}
