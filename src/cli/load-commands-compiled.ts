/**
 * The compiled CLI's loader of its commands (scripts/build-cli.mjs puts it in the place of
 * load-commands.ts). The commands and the engine are one CommonJS file, dist-cli/commands.cjs,
 * run through V8 with a code cache beside it: its functions' bytecode as a finished command had
 * compiled them, so a run parses and compiles little of its 0.6 MB (decision D86).
 *
 * The cache is named by a hash of the file's text, since V8 checks a cache against the text's
 * length only. One missing or refused (another Node version, other V8 flags) is written when
 * the command has run, if the folder can be written to; a failure there is ignored.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Script } from 'node:vm';

import type { Commands } from './commands';
import type { LoadedCommands } from './load-commands';

const CACHE_SUFFIX = '.v8-cache';

/** CommonJS's own module wrapper. */
type ModuleFunction = (
  exports: object,
  require: NodeJS.Require,
  module: { exports: { commands?: Commands } },
  filename: string,
  dirname: string,
) => void;

function readCache(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}

/** Writes the cache under a temporary name, then renames it, and removes caches of older builds. */
function writeCache(file: string, data: Buffer): void {
  try {
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, data);
    renameSync(temporary, file);
    const dir = path.dirname(file);
    for (const name of readdirSync(dir)) {
      if (name.endsWith(CACHE_SUFFIX) && name !== path.basename(file)) {
        rmSync(path.join(dir, name), { force: true });
      }
    }
  } catch {
    // A folder that cannot be written to (a global install): the next run compiles again.
  }
}

export function loadCommands(): Promise<LoadedCommands> {
  const file = fileURLToPath(new URL('./commands.cjs', import.meta.url));
  const source = readFileSync(file, 'utf8');
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 16);
  const cacheFile = `${file}.${hash}${CACHE_SUFFIX}`;
  const cachedData = readCache(cacheFile);
  const script = new Script(
    `(function (exports, require, module, __filename, __dirname) {${source}\n})`,
    { filename: file, ...(cachedData ? { cachedData } : {}) },
  );
  const run = script.runInThisContext() as ModuleFunction;
  const module: { exports: { commands?: Commands } } = { exports: {} };
  run(module.exports, createRequire(file), module, file, path.dirname(file));
  const { commands } = module.exports;
  if (!commands) throw new Error(`${file} does not export the commands`);
  return Promise.resolve({
    commands,
    ranCommand: () => {
      if (!cachedData || script.cachedDataRejected === true) {
        writeCache(cacheFile, script.createCachedData());
      }
    },
  });
}
