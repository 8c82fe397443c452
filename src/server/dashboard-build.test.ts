import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { SERVER_RENDER_BUNDLE } from '../lib/pure/page-render-contract';
import { buildHeartbeatMs, buildWhenStale } from './dashboard-build';

let root: string;
let lines: string[];
const log = (line: string) => lines.push(line);

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'narthex-build-'));
  mkdirSync(path.join(root, 'src'));
  writeFileSync(path.join(root, 'src', 'main.tsx'), 'export {};\n');
  lines = [];
});
afterEach(() => {
  vi.useRealTimers();
  rmSync(root, { recursive: true, force: true });
});

/** What a build leaves: the page and the server-rendering bundle. */
function writeBuild(outDir: string): void {
  mkdirSync(path.join(outDir, path.dirname(SERVER_RENDER_BUNDLE)), { recursive: true });
  writeFileSync(path.join(outDir, 'index.html'), '<!doctype html>');
  writeFileSync(path.join(outDir, SERVER_RENDER_BUNDLE), '');
}

describe('the dashboard build at start-up', () => {
  it('says at once that it builds and why, before building; then nothing once current', async () => {
    const seenAtStart: string[][] = [];
    const build = vi.fn((outDir: string) => {
      seenAtStart.push([...lines]);
      writeBuild(outDir);
      return Promise.resolve();
    });
    await buildWhenStale({ root, verbose: false, log, build });
    expect(seenAtStart).toEqual([
      ['Building the dashboard (about a minute the first time; dist/index.html is missing)…'],
    ]);
    expect(lines[1]).toMatch(/^Built in \d+ s\.$/);
    expect(existsSync(path.join(root, 'dist', 'index.html'))).toBe(true);
    // No lock and no build folder left behind.
    expect(readdirSync(root).sort()).toEqual(['dist', 'src']);

    lines = [];
    await buildWhenStale({ root, verbose: false, log, build });
    expect(build).toHaveBeenCalledTimes(1);
    expect(lines).toEqual([]);
  });

  it('keeps saying it is building while a long build runs, except with --verbose', async () => {
    vi.useFakeTimers();
    const runBuild = async (verbose: boolean) => {
      lines = [];
      rmSync(path.join(root, 'dist'), { recursive: true, force: true });
      let finish = () => undefined as void;
      const done = buildWhenStale({
        root,
        verbose,
        log,
        build: (outDir) =>
          new Promise<void>((resolve) => {
            finish = () => {
              writeBuild(outDir);
              resolve();
            };
          }),
      });
      await vi.advanceTimersByTimeAsync(2 * buildHeartbeatMs + 5_000);
      finish();
      await done;
      return lines;
    };
    const seconds = buildHeartbeatMs / 1000;
    expect(await runBuild(false)).toEqual([
      expect.stringMatching(/^Building the dashboard/) as string,
      `  still building, ${seconds} s so far…`,
      `  still building, ${2 * seconds} s so far…`,
      `Built in ${2 * seconds + 5} s.`,
    ]);
    // Vite's own output is on the screen then.
    expect(await runBuild(true)).toEqual([
      expect.stringMatching(/^Building the dashboard/) as string,
      `Built in ${2 * seconds + 5} s.`,
    ]);
  });

  it('waits for another start’s build and uses it', async () => {
    writeFileSync(path.join(root, '.dist-build.lock'), String(process.pid));
    const build = vi.fn(() => Promise.resolve());
    const done = buildWhenStale({ root, verbose: false, log, build, pollMs: 5 });
    await vi.waitFor(() =>
      expect(lines).toEqual(['Waiting for another start’s build of the dashboard…']),
    );
    writeBuild(path.join(root, 'dist'));
    rmSync(path.join(root, '.dist-build.lock'));
    await done;
    expect(build).not.toHaveBeenCalled();
    expect(lines).toHaveLength(1);
  });

  it('leaves dist/ as it was when the build fails, and frees the lock', async () => {
    writeBuild(path.join(root, 'dist'));
    // A source file edited after the last build.
    const future = new Date(Date.now() + 60_000);
    utimesSync(path.join(root, 'src', 'main.tsx'), future, future);
    await expect(
      buildWhenStale({
        root,
        verbose: false,
        log,
        build: (outDir) => {
          writeBuild(outDir);
          return Promise.reject(new Error('vite build failed (exit code 1)'));
        },
      }),
    ).rejects.toThrow('vite build failed');
    expect(lines).toEqual([
      'Building the dashboard (about a minute the first time; src/main.tsx changed since the last build)…',
    ]);
    expect(readdirSync(root).sort()).toEqual(['dist', 'src']);
    expect(existsSync(path.join(root, 'dist', 'index.html'))).toBe(true);
  });
});
