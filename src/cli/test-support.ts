/** What the CLI's tests share: running it in process or as users do, and temporary files. */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { processIo, type CliIo } from './cli-io';
import { runNarthex } from './narthex';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const BIN = path.join(ROOT, 'bin/narthex.mjs');

export interface CliResult {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs the command in this process (the TypeScript sources), reading real files. */
export async function runInProcess(args: readonly string[]): Promise<CliResult> {
  let stdout = '';
  let stderr = '';
  const io: CliIo = {
    ...processIo,
    stdout: (text) => {
      stdout += text;
    },
    stderr: (text) => {
      stderr += text;
    },
  };
  const code = await runNarthex(args, io);
  return { code, stdout, stderr };
}

/**
 * Builds dist-cli/ from the current sources (what `npm install` does), so that tests which
 * spawn bin/narthex.mjs run this code and not an older build. The build replaces each file
 * atomically, so test files that build at the same time do not disturb each other.
 */
export function buildCli(): void {
  const result = spawnSync(process.execPath, [path.join(ROOT, 'scripts/build-cli.mjs')], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`build:cli failed:\n${result.stderr}`);
}

/** Runs a `narthex` launcher (bin/narthex.mjs by default) in a child process, as users do. */
export function spawnNarthex(
  args: readonly string[],
  options: { input?: string; cwd?: string; bin?: string } = {},
): CliResult {
  const result = spawnSync(process.execPath, [options.bin ?? BIN, ...args], {
    cwd: options.cwd ?? ROOT,
    encoding: 'utf8',
    ...(options.input !== undefined ? { input: options.input } : {}),
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** A temporary directory for one test file: `write` files in it, `remove` it afterwards. */
export function temporaryDirectory(prefix: string) {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  return {
    dir,
    write(name: string, text: string): string {
      const full = path.join(dir, name);
      mkdirSync(path.dirname(full), { recursive: true });
      writeFileSync(full, text);
      return full;
    },
    remove(): void {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A rules file with two errors: the edited loop (4:15) and an unquoted project GID (8:18). */
export const INVALID = `rules:
  - when:
      event: pull_request
      action: edited
      has_asana_tasks: false
    then:
      create_task:
        project: 123
        workspace: '1'
        title: 'Fix {{pr.title}}'
`;
