/**
 * One cold validate + preview in a fresh process, for the rules bench: the engine's modules
 * are loaded first (not timed), then one analyzeRules + previewRules of the file is timed, as
 * the CLI does it once per run. Prints { wallMs, cpuMs, valid, tasks } as JSON.
 *
 * node --import tsx bench/rules-cold.ts RULES_FILE MAPPINGS_FILE EVENT_FILE [TARGET]
 */
import { readFileSync } from 'node:fs';

import { analyzeRules } from '../src/rules/analyze';
import { previewRules } from '../src/rules/preview';
import { toSampleEvent } from '../src/rules/sample-event';
import { isRulesTarget } from '../src/rules/target';

const [rulesFile = '', mappingsFile = '', eventFile = '', target = 'action'] =
  process.argv.slice(2);
if (!isRulesTarget(target)) throw new Error(`unknown target ${target}`);
const text = readFileSync(rulesFile, 'utf8');
const userMappings = readFileSync(mappingsFile, 'utf8');
const event = toSampleEvent(JSON.parse(readFileSync(eventFile, 'utf8')));

const cpu = process.cpuUsage();
const started = performance.now();
const analysis = analyzeRules(text, { userMappings, target });
const preview = previewRules(analysis, event);
const wallMs = performance.now() - started;
const used = process.cpuUsage(cpu);

process.stdout.write(
  JSON.stringify({
    wallMs,
    cpuMs: (used.user + used.system) / 1000,
    valid: analysis.valid,
    tasks: preview.tasks.length,
  }),
);
