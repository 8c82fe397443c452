/**
 * JavaScript to a page's first data row: the entry chunk with everything it imports statically,
 * plus the page's lazy route chunk with everything that imports statically, followed through
 * Vite's build manifest (dist/.vite/manifest.json). Every page is a lazy route, so the entry
 * alone is not what a user waits for. Sizes are gzip -9 of each file (kB = 1,000 bytes, as Vite
 * prints them); the brotli copies the server sends are shown beside them.
 *
 * dist/ is the build `npm start` serves: the bench starts it (bench/built-app.ts), which builds
 * first when dist/ is missing or older than its sources.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

import { startBuiltApp } from './built-app';
import type { Bench, BenchResult, TargetCheck } from './run';

export const ENTRY_TARGET_BYTES = 150_000;
export const ROUTE_TARGET_BYTES = 200_000;

/** The pages whose first row is measured, by the module of their lazy route. */
export const MEASURED_ROUTES = [
  { path: '/check-ins', module: 'src/features/check-ins/list/check-ins-page.tsx' },
  { path: '/people', module: 'src/features/people/directory/people-page.tsx' },
] as const;

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BENCH_PORT = 4630;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
}

type Manifest = Record<string, ManifestChunk>;

export interface FileSize {
  readonly file: string;
  readonly gzipBytes: number;
  readonly brotliBytes: number;
}

export interface JsClosure {
  readonly label: string;
  readonly files: readonly FileSize[];
  readonly gzipBytes: number;
  readonly brotliBytes: number;
}

export interface BundleFigures {
  readonly entry: JsClosure;
  /** Entry plus the route's chunks, per measured route. */
  readonly routes: readonly (JsClosure & { readonly path: string })[];
}

function chunkOf(manifest: Manifest, key: string): ManifestChunk {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`Vite's manifest has no entry "${key}".`);
  return chunk;
}

/** Manifest keys of `key` and everything it imports statically, transitively. */
function staticClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  into.add(key);
  for (const dependency of chunkOf(manifest, key).imports ?? []) {
    staticClosure(manifest, dependency, into);
  }
  return into;
}

function measureFiles(
  distDir: string,
  label: string,
  files: readonly string[],
  sizes: Map<string, FileSize>,
): JsClosure {
  const measured = files.map((file) => {
    let size = sizes.get(file);
    if (!size) {
      const bytes = readFileSync(path.join(distDir, file));
      size = {
        file,
        gzipBytes: gzipSync(bytes, { level: 9 }).length,
        brotliBytes: brotliCompressSync(bytes, {
          params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY },
        }).length,
      };
      sizes.set(file, size);
    }
    return size;
  });
  measured.sort((a, b) => b.gzipBytes - a.gzipBytes);
  return {
    label,
    files: measured,
    gzipBytes: measured.reduce((sum, size) => sum + size.gzipBytes, 0),
    brotliBytes: measured.reduce((sum, size) => sum + size.brotliBytes, 0),
  };
}

/** Reads the sizes from a build in `distDir` (which must hold .vite/manifest.json). */
export function measureBundle(distDir: string): BundleFigures {
  const manifestPath = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`${manifestPath} is missing: build first.`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const [entryKey] = entries;
  if (entries.length !== 1 || entryKey === undefined) {
    throw new Error(`Expected one entry chunk in the manifest, found ${entries.length}.`);
  }
  const sizes = new Map<string, FileSize>();
  const fileOf = (key: string) => chunkOf(manifest, key).file;
  const entryKeys = staticClosure(manifest, entryKey);
  const entry = measureFiles(distDir, 'entry', [...entryKeys].map(fileOf), sizes);
  const routes = MEASURED_ROUTES.map((route) => {
    const keys = staticClosure(manifest, route.module, new Set(entryKeys));
    return { path: route.path, ...measureFiles(distDir, route.path, [...keys].map(fileOf), sizes) };
  });
  return { entry, routes };
}

export function kB(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} kB`;
}

/** Each closure's total and its largest files. */
export function formatBundle(figures: BundleFigures): string {
  const lines: string[] = [];
  for (const closure of [figures.entry, ...figures.routes]) {
    lines.push(
      `${closure.label}: ${kB(closure.gzipBytes)} gzip (${kB(closure.brotliBytes)} brotli), ` +
        `${closure.files.length} files; largest:`,
    );
    for (const file of closure.files.slice(0, 6)) {
      lines.push(`  ${kB(file.gzipBytes).padStart(9)}  ${file.file}`);
    }
  }
  return lines.join('\n');
}

export function bundleTargets(figures: BundleFigures): TargetCheck[] {
  return [
    {
      target: `entry JS at most ${kB(ENTRY_TARGET_BYTES)} gzip`,
      actual: kB(figures.entry.gzipBytes),
      pass: figures.entry.gzipBytes <= ENTRY_TARGET_BYTES,
    },
    ...figures.routes.map((route) => ({
      target: `JS to first data row of ${route.path} (entry + route chunks) at most ${kB(ROUTE_TARGET_BYTES)} gzip`,
      actual: kB(route.gzipBytes),
      pass: route.gzipBytes <= ROUTE_TARGET_BYTES,
    })),
  ];
}

export const bundleSizeBench: Bench = {
  name: 'bundle size',
  run: async (): Promise<BenchResult> => {
    // Starting the app builds dist/ when it is missing or stale, as `npm start` does.
    const app = await startBuiltApp(BENCH_PORT);
    await app.stop();
    const figures = measureBundle(path.join(ROOT, 'dist'));
    console.log(formatBundle(figures));
    return { targets: bundleTargets(figures) };
  },
};
