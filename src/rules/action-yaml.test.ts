import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  Document,
  isMap,
  isScalar,
  isSeq,
  parseDocument,
  Scalar,
  YAMLMap,
  YAMLSeq,
  type Node,
} from 'yaml';

import { readPlainYaml } from './action-yaml';
import { BOT_RULES, createRule, updateRule } from './test-fixtures';
import { plainValue } from './yaml-nodes';

/** What the validators read of a tree: kinds, ranges, scalar styles, values and sources. */
function describeTree(node: unknown, text: string, path = 'root'): string[] {
  if (node === null || node === undefined) return [`${path}: none`];
  const [from, to] = (node as Node).range ?? [0, 0];
  const at = `[${from},${to}] ${JSON.stringify(text.slice(from, to))}`;
  if (isScalar(node)) {
    return [
      `${path}: ${node.type} ${JSON.stringify(node.value)} source=${JSON.stringify(node.source)} ${at}`,
    ];
  }
  if (isMap(node)) {
    return [
      `${path}: map flow=${Boolean(node.flow)} ${at}`,
      ...node.items.flatMap((pair, i) => [
        ...describeTree(pair.key, text, `${path}.key${i}`),
        ...describeTree(pair.value, text, `${path}.value${i}`),
      ]),
    ];
  }
  if (isSeq(node)) {
    return [
      `${path}: seq flow=${Boolean(node.flow)} ${at}`,
      ...node.items.flatMap((item, i) => describeTree(item, text, `${path}.${i}`)),
    ];
  }
  return [`${path}: other`];
}

function expectSameAsYamlPackage(text: string): void {
  const read = readPlainYaml(text);
  expect(read, 'js-yaml read the text').toBeDefined();
  const reference = parseDocument(text, { uniqueKeys: true });
  expect(reference.errors).toEqual([]);
  expect(describeTree(read?.contents, text)).toEqual(describeTree(reference.contents, text));
  const contents = read?.contents;
  if (contents && !isScalar(contents) && read) {
    expect(plainValue(contents, read)).toEqual(reference.toJS());
  }
}

const WRITTEN_BY_HAND = `rules:
  - when:
      event: pull_request   # a comment after a value
      action:
        - opened
        - 'ready_for_review'
      draft: false
      empty:
      number: 0123
      flow: [opened, "edited", 'x # y']
    # a comment line between keys

    then:
      create_task:
        notes: |
          Line one
            indented
          Line three

        title: >
          folded
          text
        quoted: "dq \\"x\\" # not a comment"
        multi: plain
          continued
        map: { a: 1, b: [x, y], c: }
        last: ~
  -
    when: { event: issues }
`;

describe('readPlainYaml', () => {
  it('builds the tree the yaml package builds: ranges, styles, values, sources', () => {
    expectSameAsYamlPackage(WRITTEN_BY_HAND);
    expectSameAsYamlPackage(WRITTEN_BY_HAND.replaceAll('\n', '\r\n'));
    expectSameAsYamlPackage('a:    spaced value   \nb: [ x ,  y ]   # after\nc:\n  - d   \n\n\n');
    expectSameAsYamlPackage("k: 'it''s'\nl: \"tab\\there\"\nm: a #b\n");
    expectSameAsYamlPackage(BOT_RULES);
    expectSameAsYamlPackage(createRule({}));
    expectSameAsYamlPackage(updateRule());
    expectSameAsYamlPackage('- a\n- b: 1\n  c: [2, 3]\n');
  });

  it('agrees with the yaml package on generated documents of every scalar and collection style', () => {
    const styles: Scalar.Type[] = [
      'PLAIN',
      'QUOTE_SINGLE',
      'QUOTE_DOUBLE',
      'BLOCK_LITERAL',
      'BLOCK_FOLDED',
    ];
    const word = fc.stringMatching(/^[a-z][a-z_]{0,8}$/);
    const scalar = fc.oneof(
      fc.tuple(
        // Empty block scalars are left to the yaml package; generated text is not.
        fc.string({ maxLength: 20 }).filter((text) => text.trim() !== '' && !/[&*!%]/.test(text)),
        fc.constantFrom(...styles),
      ),
      fc.tuple(fc.oneof(fc.integer(), fc.boolean(), fc.constant(null)), fc.constant('PLAIN')),
      fc.tuple(fc.stringMatching(/^[a-z {}[\]#:'"-]{1,16}$/), fc.constantFrom(...styles)),
    );
    type Tree = [unknown, Scalar.Type] | { map: [string, Tree][]; flow: boolean } | Tree[];
    const { tree } = fc.letrec<{ tree: Tree }>((tie) => ({
      tree: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        scalar,
        fc.record({
          map: fc.uniqueArray(fc.tuple(word, tie('tree')), {
            maxLength: 4,
            selector: ([key]) => key,
          }),
          flow: fc.boolean(),
        }),
        fc.array(tie('tree'), { maxLength: 4 }),
      ),
    }));
    const toNode = (value: Tree): Node => {
      if (Array.isArray(value) && value.length === 2 && typeof value[1] === 'string') {
        const node = new Scalar(value[0]);
        node.type = value[1] as Scalar.Type;
        return node;
      }
      if (Array.isArray(value)) {
        const seq = new YAMLSeq();
        for (const item of value as Tree[]) seq.add(toNode(item));
        return seq;
      }
      const map = new YAMLMap();
      map.flow = value.flow;
      for (const [key, item] of value.map) map.set(key, toNode(item));
      return map;
    };
    let left = 0;
    fc.assert(
      fc.property(fc.dictionary(word, tree, { minKeys: 1, maxKeys: 4 }), (root) => {
        const doc = new Document();
        const map = new YAMLMap();
        for (const [key, value] of Object.entries(root)) map.set(key, toNode(value));
        doc.contents = map;
        const text = doc.toString();
        if (readPlainYaml(text) === undefined) {
          left += 1;
          return;
        }
        expectSameAsYamlPackage(text);
      }),
      { numRuns: 300 },
    );
    // Text without anchors, aliases or tags is read here, not left to the yaml package.
    expect(left).toBeLessThan(30);
  });

  it('leaves anchors, aliases, merge keys, tags, several documents and syntax errors to the yaml package', () => {
    expect(readPlainYaml('a: &x 1\nb: *x\n')).toBeUndefined();
    expect(readPlainYaml('base: &b {x: 1}\nc:\n  <<: *b\n')).toBeUndefined();
    expect(readPlainYaml('a: !!str 1\n')).toBeUndefined();
    expect(readPlainYaml('a: 1\n---\nb: 2\n')).toBeUndefined();
    expect(readPlainYaml('a: [1, 2\n')).toBeUndefined();
    expect(readPlainYaml('a: 1\na: 2\n')).toBeUndefined();
    expect(readPlainYaml("author: [dependabot[bot], 'x']\n")).toBeUndefined();
  });

  it('reads scalars as js-yaml does, the action’s parser', () => {
    const doc = readPlainYaml("a: True\nb: yes\nc: 0987654321\nd: '0987654321'\ne: ~\n");
    expect(doc?.toJS()).toEqual({ a: true, b: 'yes', c: 987654321, d: '0987654321', e: null });
  });
});
