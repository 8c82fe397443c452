/**
 * The import boundaries in eslint.config.js refuse what they are meant to: each fixture is a
 * bad import written the way a newcomer would, linted with the repository's own config.
 */
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: ROOT });

async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? []).map((m) => `${m.ruleId ?? 'parse'}: ${m.message}`);
}

const BOUNDARY = 'import-x/no-restricted-paths';

describe('import boundaries', () => {
  it.each([
    [
      'a feature importing a sibling feature',
      'src/features/people/x.ts',
      '../giving/batches/batch-page',
    ],
    [
      'a feature importing a sibling feature the long way',
      'src/features/people/x.ts',
      '../../features/giving/batches/batch-page',
    ],
    ['a feature importing the app shell', 'src/features/headcounts/x.ts', '../../app/api-client'],
    ['a feature importing the server', 'src/features/giving/x.ts', '../../server/config'],
    ['a feature importing the sandbox', 'src/features/giving/x.ts', '../../sandbox/server'],
    ['shared UI importing a feature', 'src/ui/x.tsx', '../features/giving/batches/batch-page'],
    ['the client importing the server', 'src/api/x.ts', '../server/config'],
    ['the server importing shared UI', 'src/server/x.ts', '../ui/data-table'],
    ['the server importing a feature', 'src/server/x.ts', '../features/giving/batches/batch-page'],
    ['src/lib/pure importing src/lib/browser', 'src/lib/pure/x.ts', '../browser/use-hydrated'],
    [
      'src/lib/browser importing src/lib/server',
      'src/lib/browser/x.ts',
      '../server/http-server-limits',
    ],
    ['the sandbox importing src/lib/browser', 'src/sandbox/x.ts', '../lib/browser/use-hydrated'],
    [
      'a feature importing src/lib/server',
      'src/features/giving/x.ts',
      '../../lib/server/http-server-limits',
    ],
  ])('refuses %s', async (_name, file, target) => {
    // The rule skips what it cannot resolve: a fixture whose target moved would pass unseen.
    const resolved = path.resolve(ROOT, path.dirname(file), target);
    expect(
      ['.ts', '.tsx'].some((ext) => existsSync(resolved + ext)),
      resolved,
    ).toBe(true);
    const found = await problems(file, `import * as bad from '${target}';\nexport { bad };\n`);
    expect(found.some((p) => p.startsWith(BOUNDARY))).toBe(true);
  });

  it('lets a feature import src/api, src/rules, src/ui and src/lib, and tests start the sandbox', async () => {
    const code = [
      "import * as api from '../../api/client';",
      "import * as rules from '../../rules/analyze';",
      "import * as ui from '../../ui/data-table';",
      "import * as lib from '../../lib/browser/api-query/api-client-context';",
      'export { api, rules, ui, lib };',
      '',
    ].join('\n');
    expect(await problems('src/features/giving/x.tsx', code)).toEqual([]);
    const test = "import * as sandbox from '../../sandbox/server';\nexport { sandbox };\n";
    expect(await problems('src/features/giving/x.test.ts', test)).toEqual([]);
  });

  it('refuses React in the client and the rule engine, .tsx included', async () => {
    for (const file of ['src/api/x.tsx', 'src/rules/x.ts', 'src/rules/x.tsx']) {
      const found = await problems(
        file,
        "import { useState } from 'react';\nexport { useState };\n",
      );
      expect(found.some((p) => p.startsWith('no-restricted-imports'))).toBe(true);
    }
  });

  describe('cycles', () => {
    const dir = path.join(ROOT, 'src/ui', `lint-cycle-fixture-${process.pid}`);
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('refuses two modules that import each other', async () => {
      mkdirSync(dir, { recursive: true });
      writeFileSync(
        path.join(dir, 'a.ts'),
        "import { b } from './b';\nexport const a = () => b;\n",
      );
      writeFileSync(
        path.join(dir, 'b.ts'),
        "import { a } from './a';\nexport const b = () => a;\n",
      );
      const [result] = await eslint.lintFiles([path.join(dir, 'a.ts')]);
      const rules = (result?.messages ?? []).map((m) => m.ruleId);
      expect(rules).toContain('import-x/no-cycle');
    });
  });
});
