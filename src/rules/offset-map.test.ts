import { isScalar, parseDocument } from 'yaml';
import { describe, expect, it } from 'vitest';

import { scalarOffsetMap } from './offset-map';

function mapOf(text: string) {
  const doc = parseDocument(text);
  const node = (doc.contents as { items: { value: unknown }[] }).items[0]?.value;
  if (!isScalar(node)) throw new Error('no scalar');
  return { value: String(node.value), map: scalarOffsetMap(text, node) };
}

describe('scalarOffsetMap', () => {
  it.each([
    ["k: 'it''s {{x}}'\n", '{{x}}'],
    ['k: "a\\tb {{x}}"\n', '{{x}}'],
    ['k: plain {{x}} text\n', '{{x}}'],
    ['k: |\n  line one\n    {{x}} indented\n', '{{x}}'],
    ['k: >\n  folded\n  {{x}}\n', '{{x}}'],
  ])('maps a value offset back to the source in %j', (text, needle) => {
    const { value, map } = mapOf(text);
    expect(text.slice(map(value.indexOf(needle)), map(value.indexOf(needle)) + needle.length)).toBe(
      needle,
    );
  });
});
