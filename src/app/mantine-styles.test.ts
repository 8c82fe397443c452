/**
 * mantine-styles.css imports Mantine's styles component by component (D199). This test walks the
 * import graph of @mantine/core's own modules from every component the app imports, and asks
 * for exactly the styles of the components it reaches (each has a `Name.module.mjs` of class
 * names, styled by `styles/Name.css`), in the order of @mantine/core/styles.css.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SOURCE_ROOT = path.resolve(import.meta.dirname, '..');
const MANTINE_ROOT = path.resolve(SOURCE_ROOT, '../node_modules/@mantine/core');
/** What every Mantine app needs whatever its components (Mantine's "CSS files list"). */
const ALWAYS = ['baseline.css', 'default-css-variables.css', 'global.css'];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The values (not types) the app's code imports from @mantine/core. */
function importedNames(): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles(SOURCE_ROOT)) {
    const text = readFileSync(file, 'utf8');
    for (const [, typeOnly, list] of text.matchAll(
      /import\s+(type\s+)?\{([^}]*)\}\s+from\s+'@mantine\/core'/g,
    )) {
      if (typeOnly || list === undefined) continue;
      for (const part of list.split(',')) {
        const name = part.trim();
        if (name && !name.startsWith('type ')) names.add(name.split(/\s+as\s+/)[0]!);
      }
    }
  }
  return names;
}

/** The style files the components behind `names` need, by walking Mantine's ES modules. */
function neededStyles(names: Set<string>): { styles: Set<string>; unknown: string[] } {
  const esm = path.join(MANTINE_ROOT, 'esm');
  const index = readFileSync(path.join(esm, 'index.mjs'), 'utf8');
  const moduleOf = new Map<string, string>();
  for (const [, list, from] of index.matchAll(/import\s*\{([^}]*)\}\s*from\s*"([^"]+)"/g)) {
    for (const part of list!.split(',')) {
      const [name, alias] = part.trim().split(/\s+as\s+/);
      moduleOf.set((alias ?? name)!.trim(), path.join(esm, from!));
    }
  }
  const styles = new Set(ALWAYS);
  const unknown: string[] = [];
  const queue: string[] = [];
  for (const name of names) {
    const file = moduleOf.get(name);
    if (file) queue.push(file);
    else unknown.push(name);
  }
  const seen = new Set<string>();
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const component = /([A-Za-z]+)\.module\.mjs$/.exec(file)?.[1];
    if (component) styles.add(`${component}.css`);
    for (const [, relative] of readFileSync(file, 'utf8').matchAll(
      /(?:import|export)[^"']*?from\s*"(\.[^"]+)"/g,
    )) {
      queue.push(path.join(path.dirname(file), relative!));
    }
  }
  return { styles, unknown };
}

/** Where each style file's text starts in Mantine's whole stylesheet. */
function positionInWholeStylesheet(file: string): number {
  const whole = readFileSync(path.join(MANTINE_ROOT, 'styles.css'), 'utf8');
  const text = readFileSync(path.join(MANTINE_ROOT, 'styles', file), 'utf8').trim();
  return whole.indexOf(text.slice(0, 200));
}

const imported = [
  ...readFileSync(path.join(import.meta.dirname, 'mantine-styles.css'), 'utf8').matchAll(
    /@import '@mantine\/core\/styles\/([^']+)';/g,
  ),
].map(([, file]) => file!);

describe("Mantine's styles, component by component", () => {
  const { styles, unknown } = neededStyles(importedNames());

  it('imports the styles of every component the app uses or is built on, and no others', () => {
    expect(styles.has('Button.css') && styles.has('UnstyledButton.css')).toBe(true);
    expect([...imported].sort()).toEqual([...styles].sort());
  });

  it("keeps the order of Mantine's whole stylesheet", () => {
    const positions = imported.map(positionInWholeStylesheet);
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it('knows every name the app imports (a constant or a hook has no styles)', () => {
    expect(unknown).toEqual(
      unknown.filter((name) => /^[A-Z_]+$/.test(name) || /^use[A-Z]/.test(name)),
    );
  });
});
