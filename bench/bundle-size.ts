/**
 * Bundle size: builds the app with Vite, then reports the gzip size (zlib level 9) of the
 * initial JS (the entry chunk plus everything it imports statically) and of each lazily
 * loaded route chunk (the entry's dynamic imports), from dist/.vite/manifest.json.
 *
 * Sizes are in kB = 1,000 bytes, the unit Vite prints.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

import { build } from 'vite';

import type { Bench, BenchResult } from './run';

/** Target: initial JS at most 200 kB gzip. */
export const INITIAL_JS_TARGET_BYTES = 200_000;

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT_DIR = 'dist';

interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

type Manifest = Record<string, ManifestChunk>;

export interface ChunkSize {
  /** Source module of the chunk, or a description for a group of files. */
  readonly label: string;
  /** Output files counted, relative to dist/. */
  readonly files: readonly string[];
  readonly rawBytes: number;
  readonly gzipBytes: number;
}

export interface LazyRouteSize extends ChunkSize {
  /** Extra shared chunks fetched on first visit that are not part of the initial JS. */
  readonly sharedFiles: readonly string[];
  readonly sharedGzipBytes: number;
}

export interface BundleSizeFigures {
  readonly initialJs: ChunkSize;
  readonly initialCss: ChunkSize;
  readonly lazyRoutes: readonly LazyRouteSize[];
  readonly targetBytes: number;
  readonly pass: boolean;
}

function manifestChunk(manifest: Manifest, key: string): ManifestChunk {
  const chunk = manifest[key];
  if (!chunk) {
    throw new Error(`Vite manifest has no entry "${key}".`);
  }
  return chunk;
}

/** Manifest keys of `key` and everything it imports statically, transitively. */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) {
    return seen;
  }
  seen.add(key);
  for (const dep of manifestChunk(manifest, key).imports ?? []) {
    staticClosure(manifest, dep, seen);
  }
  return seen;
}

function sizeOf(distDir: string, files: readonly string[]): { raw: number; gzip: number } {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const bytes = readFileSync(path.join(distDir, file));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return { raw, gzip };
}

/** Reads sizes from an existing build in `distDir` (which must contain .vite/manifest.json). */
export function measureBundle(distDir: string): BundleSizeFigures {
  const manifest = JSON.parse(
    readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;

  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  if (entries.length !== 1 || !entries[0]) {
    throw new Error(`Expected exactly one entry chunk in the manifest, found ${entries.length}.`);
  }
  const [entryKey, entry] = entries[0];

  const initialKeys = staticClosure(manifest, entryKey);
  const initialFiles = [...initialKeys].map((key) => manifestChunk(manifest, key).file);
  const initialCssFiles = [
    ...new Set([...initialKeys].flatMap((key) => manifestChunk(manifest, key).css ?? [])),
  ];
  const initialJsSize = sizeOf(distDir, initialFiles);
  const initialCssSize = sizeOf(distDir, initialCssFiles);

  const lazyRoutes = (entry.dynamicImports ?? []).map((key): LazyRouteSize => {
    const chunk = manifestChunk(manifest, key);
    const own = sizeOf(distDir, [chunk.file]);
    const sharedFiles = [...staticClosure(manifest, key)]
      .filter((dep) => dep !== key && !initialKeys.has(dep))
      .map((dep) => manifestChunk(manifest, dep).file);
    return {
      label: chunk.src ?? key,
      files: [chunk.file],
      rawBytes: own.raw,
      gzipBytes: own.gzip,
      sharedFiles,
      sharedGzipBytes: sizeOf(distDir, sharedFiles).gzip,
    };
  });

  return {
    initialJs: {
      label: 'initial JS (entry + static imports)',
      files: initialFiles,
      rawBytes: initialJsSize.raw,
      gzipBytes: initialJsSize.gzip,
    },
    initialCss: {
      label: 'initial CSS (not part of the target)',
      files: initialCssFiles,
      rawBytes: initialCssSize.raw,
      gzipBytes: initialCssSize.gzip,
    },
    lazyRoutes,
    targetBytes: INITIAL_JS_TARGET_BYTES,
    pass: initialJsSize.gzip <= INITIAL_JS_TARGET_BYTES,
  };
}

export function kB(bytes: number): string {
  return `${(bytes / 1000).toFixed(2)} kB`;
}

/** The figures as a small plain-text table plus the verdict line. */
export function formatBundleSize(figures: BundleSizeFigures): string {
  const rows: [string, string, string, string][] = [
    ['chunk', 'raw', 'gzip -9', 'notes'],
    [
      figures.initialJs.label,
      kB(figures.initialJs.rawBytes),
      kB(figures.initialJs.gzipBytes),
      figures.initialJs.files.join(', '),
    ],
    [
      figures.initialCss.label,
      kB(figures.initialCss.rawBytes),
      kB(figures.initialCss.gzipBytes),
      figures.initialCss.files.join(', '),
    ],
    ...figures.lazyRoutes.map((route): [string, string, string, string] => [
      `lazy: ${route.label}`,
      kB(route.rawBytes),
      kB(route.gzipBytes),
      route.sharedFiles.length > 0
        ? `+ ${kB(route.sharedGzipBytes)} shared on first visit (${route.sharedFiles.join(', ')})`
        : '',
    ]),
  ];
  const widths = [0, 1, 2].map((col) => Math.max(...rows.map((row) => row[col]?.length ?? 0)));
  const pad = (text: string, col: number, right: boolean): string => {
    const width = widths[col] ?? 0;
    return right ? text.padStart(width) : text.padEnd(width);
  };
  const lines = rows.map(([label, raw, gzip, notes]) =>
    [pad(label, 0, false), pad(raw, 1, true), pad(gzip, 2, true), notes].join('  ').trimEnd(),
  );
  lines.splice(1, 0, '-'.repeat(Math.max(...lines.map((line) => line.length))));
  const verdict = figures.pass ? 'PASS' : 'FAIL';
  lines.push(
    '',
    `${verdict}: initial JS ${kB(figures.initialJs.gzipBytes)} gzip; target at most ${kB(figures.targetBytes)} gzip.`,
  );
  return lines.join('\n');
}

/** Builds with Vite into dist/ and measures the result. */
export async function buildAndMeasure(): Promise<BundleSizeFigures> {
  await build({ root: ROOT, logLevel: 'warn', build: { outDir: OUT_DIR, manifest: true } });
  return measureBundle(path.join(ROOT, OUT_DIR));
}

export const bundleSizeBench: Bench = {
  name: 'bundle size',
  run: async (): Promise<BenchResult> => {
    const figures = await buildAndMeasure();
    console.log(formatBundleSize(figures));
    return {
      targets: [
        {
          target: `initial JS at most ${kB(figures.targetBytes)} gzip`,
          actual: kB(figures.initialJs.gzipBytes),
          pass: figures.pass,
        },
      ],
    };
  },
};
