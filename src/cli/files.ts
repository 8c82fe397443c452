/** The files a command line names: plain paths, `-` for standard input, and globs. */
import path from 'node:path';

import { globSync, isDynamicPattern } from 'tinyglobby';

import { CliError } from './cli-io';

/**
 * Expands the arguments in order: a plain path (or `-`) stays as it is, even when it does not
 * exist (reading it reports that); a glob gives its files, sorted, and is an error when it
 * matches none. A file named twice is kept once, where it first appears.
 */
export function expandFileArguments(args: readonly string[], cwd = process.cwd()): string[] {
  const files: string[] = [];
  const seen = new Set<string>();
  const add = (file: string) => {
    const key = file === '-' ? file : path.resolve(cwd, file);
    if (seen.has(key)) return;
    seen.add(key);
    files.push(file);
  };
  for (const arg of args) {
    if (arg === '-' || !isDynamicPattern(arg)) {
      add(arg);
      continue;
    }
    const matches = globSync(arg, {
      cwd,
      absolute: path.isAbsolute(arg),
      onlyFiles: true,
      expandDirectories: false,
    }).sort();
    if (matches.length === 0) throw new CliError(`no file matches ${JSON.stringify(arg)}`);
    for (const match of matches) add(match);
  }
  return files;
}
