/**
 * js-yaml's timestamps for the `yaml` package: the action reads rules with `yaml.load`, whose
 * default schema turns a plain `2024-01-01` or `2024-01-01 10:00:00` into a Date. The `yaml`
 * package's own timestamp tag also takes `2024-1-1`, which js-yaml leaves a string, so this tag
 * matches exactly js-yaml's two patterns and lets js-yaml build the value.
 */
import { DEFAULT_SCHEMA, load } from 'js-yaml';
import type { ScalarTag } from 'yaml';

const DATE = '[0-9]{4}-[0-9]{2}-[0-9]{2}';
const DATETIME =
  '[0-9]{4}-[0-9]{1,2}-[0-9]{1,2}(?:[Tt]|[ \\t]+)[0-9]{1,2}:[0-9]{2}:[0-9]{2}(?:\\.[0-9]*)?' +
  '(?:[ \\t]*(?:Z|[-+][0-9]{1,2}(?::[0-9]{2})?))?';

export const jsYamlTimestamp: ScalarTag = {
  tag: 'tag:yaml.org,2002:timestamp',
  default: true,
  test: new RegExp(`^(?:${DATE}|${DATETIME})$`),
  resolve: (text) => {
    const value: unknown = load(text, { schema: DEFAULT_SCHEMA });
    return value instanceof Date ? value : text;
  },
};
