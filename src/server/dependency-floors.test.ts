/**
 * Dependency floors (BFF checklist item 25), read from what is INSTALLED: every copy of a
 * security-relevant package under node_modules (nested copies included, as npm's hidden lockfile
 * node_modules/.package-lock.json lists them) must be at or above its floor, and package.json
 * must not allow an install below it. An install that drifts below fails `npm test`.
 *
 * - fastify ≥ 5.8.3: older 5.x read X-Forwarded-Proto/-Host from any peer (CVE-2026-3635).
 * - openid-client 6.x: the OAuth client (PKCE, state, refresh, revocation) the auth side is
 *   written against.
 * - undici 7.x ≥ 7.5.0: the forwarder's upstream client (upstream-request.ts); 7.5.0 fixed the
 *   memory leak on bad certificate data (CVE-2025-47279); 8.x needs Node 22.
 * - @fastify/reply-from ≥ 12.6.4: Connection-header stripping and the upstream cache-key
 *   collision (GHSA-v574-6498-x57v). The forwarder is written on undici's request API and uses
 *   neither it nor @fastify/http-proxy (which pulls it in); should either ever be installed, the
 *   floor holds.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

interface Floor {
  name: string;
  /** The lowest acceptable version. */
  atLeast: string;
  /** The first version no longer accepted (a new major), if any. */
  below?: string;
  /** Must be installed (a direct dependency the proxy runs on). */
  required: boolean;
}

const floors: readonly Floor[] = [
  { name: 'fastify', atLeast: '5.8.3', required: true },
  { name: 'openid-client', atLeast: '6.0.0', below: '7.0.0', required: true },
  { name: '@fastify/reply-from', atLeast: '12.6.4', required: false },
  { name: 'undici', atLeast: '7.5.0', below: '8.0.0', required: true },
];

type Version = [number, number, number, string];

/** `1.2.3` or `1.2.3-pre` (build metadata ignored); throws on anything else. */
function parseVersion(text: string): Version {
  const match = /^v?(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/.exec(
    text.trim(),
  );
  if (!match) throw new Error(`not a version: ${text}`);
  return [Number(match[1]), Number(match[2]), Number(match[3]), match[4] ?? ''];
}

/** Negative when a < b. A pre-release is below its release (5.8.3-rc.1 < 5.8.3). */
function compareVersions(a: string, b: string): number {
  const x = parseVersion(a);
  const y = parseVersion(b);
  for (let i = 0; i < 3; i++) {
    const d = (x[i] as number) - (y[i] as number);
    if (d !== 0) return d;
  }
  if (x[3] === y[3]) return 0;
  if (x[3] === '') return 1;
  if (y[3] === '') return -1;
  return x[3] < y[3] ? -1 : 1;
}

function meets(version: string, floor: Floor): boolean {
  return (
    compareVersions(version, floor.atLeast) >= 0 &&
    (floor.below === undefined || compareVersions(version, floor.below) < 0)
  );
}

const readJson = (file: string) =>
  JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;

/** Every install location of `name` npm recorded under `root` (top level and nested). */
function installLocations(root: string, name: string): string[] {
  const hidden = path.join(root, 'node_modules', '.package-lock.json');
  const locations = new Set<string>();
  if (existsSync(hidden)) {
    const packages = (readJson(hidden).packages ?? {}) as Record<string, unknown>;
    for (const key of Object.keys(packages)) {
      if (key === `node_modules/${name}` || key.endsWith(`/node_modules/${name}`)) {
        locations.add(key);
      }
    }
  }
  // The top-level copy is checked even if the hidden lockfile is missing or stale.
  if (existsSync(path.join(root, 'node_modules', name, 'package.json'))) {
    locations.add(`node_modules/${name}`);
  }
  return [...locations].sort();
}

/** The version in the package.json actually on disk at `location`. */
function installedVersion(root: string, location: string): string | undefined {
  const file = path.join(root, location, 'package.json');
  if (!existsSync(file)) return undefined;
  const version = readJson(file).version;
  return typeof version === 'string' ? version : undefined;
}

/** What is wrong with the installed copies of `floor.name` under `root`; empty when all is well. */
function floorProblems(root: string, floor: Floor): string[] {
  const problems: string[] = [];
  const locations = installLocations(root, floor.name);
  if (floor.required && installedVersion(root, `node_modules/${floor.name}`) === undefined) {
    problems.push(`${floor.name} is not installed`);
  }
  const wanted = `>= ${floor.atLeast}${floor.below ? ` and < ${floor.below}` : ''}`;
  for (const location of locations) {
    const version = installedVersion(root, location);
    // A location npm recorded but did not install (an optional dependency) has no files.
    if (version === undefined) continue;
    if (!meets(version, floor)) problems.push(`${location} is ${version}, needs ${wanted}`);
  }
  return problems;
}

/** The lowest version a declared range such as `^5.12.8`, `~6.0.3` or `4.7.9` can resolve to. */
function lowestOfRange(range: string): string | undefined {
  const match = /^[\^~]?(\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?)$/.exec(range.trim());
  return match?.[1];
}

describe('version comparison', () => {
  it('orders versions numerically, a pre-release below its release', () => {
    expect(compareVersions('5.12.8', '5.8.3')).toBeGreaterThan(0);
    expect(compareVersions('5.8.2', '5.8.3')).toBeLessThan(0);
    expect(compareVersions('5.8.3', '5.8.3')).toBe(0);
    expect(compareVersions('5.8.3-rc.1', '5.8.3')).toBeLessThan(0);
    expect(compareVersions('12.10.0', '12.6.4')).toBeGreaterThan(0);
    expect(meets('6.8.9', floors[1] as Floor)).toBe(true);
    expect(meets('7.0.0', floors[1] as Floor)).toBe(false);
    expect(meets('5.8.2', floors[0] as Floor)).toBe(false);
    expect(() => parseVersion('latest')).toThrow(/not a version/);
  });
});

describe('installed security-relevant dependencies meet their floors (checklist item 25)', () => {
  const manifest = readJson(path.join(projectRoot, 'package.json'));
  const declared = {
    ...((manifest.dependencies ?? {}) as Record<string, string>),
    ...((manifest.devDependencies ?? {}) as Record<string, string>),
  };

  it.each(floors.map((floor) => [floor.name, floor] as const))(
    '%s: every installed copy is at or above its floor',
    (_name, floor) => {
      expect(floorProblems(projectRoot, floor)).toEqual([]);
    },
  );

  it.each(floors.map((floor) => [floor.name, floor] as const))(
    '%s: package.json cannot resolve below the floor',
    (_name, floor) => {
      const range = declared[floor.name];
      if (range === undefined) {
        expect(floor.required, `${floor.name} must be declared`).toBe(false);
        return;
      }
      const lowest = lowestOfRange(range);
      expect(lowest, `${floor.name}: declare a plain ^x.y.z, ~x.y.z or x.y.z range`).toBeDefined();
      expect(meets(lowest ?? '0.0.0', floor), `${floor.name} is declared as ${range}`).toBe(true);
    },
  );

  it('would catch a copy below its floor, nested or at the top, and a missing one', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'narthex-floors-'));
    try {
      const install = (location: string, version: string) => {
        mkdirSync(path.join(root, location), { recursive: true });
        writeFileSync(path.join(root, location, 'package.json'), JSON.stringify({ version }));
      };
      install('node_modules/fastify', '5.12.8');
      install('node_modules/some-plugin/node_modules/fastify', '5.8.2');
      install('node_modules/openid-client', '7.0.1');
      install('node_modules/@fastify/http-proxy/node_modules/@fastify/reply-from', '12.6.3');
      writeFileSync(
        path.join(root, 'node_modules', '.package-lock.json'),
        JSON.stringify({
          packages: {
            'node_modules/fastify': {},
            'node_modules/some-plugin/node_modules/fastify': {},
            'node_modules/openid-client': {},
            'node_modules/@fastify/http-proxy/node_modules/@fastify/reply-from': {},
          },
        }),
      );
      const [fastify, openid, replyFrom] = floors as [Floor, Floor, Floor];
      expect(floorProblems(root, fastify)).toEqual([
        'node_modules/some-plugin/node_modules/fastify is 5.8.2, needs >= 5.8.3',
      ]);
      expect(floorProblems(root, openid)).toEqual([
        'node_modules/openid-client is 7.0.1, needs >= 6.0.0 and < 7.0.0',
      ]);
      expect(floorProblems(root, replyFrom)).toEqual([
        'node_modules/@fastify/http-proxy/node_modules/@fastify/reply-from is 12.6.3, needs >= 12.6.4',
      ]);
      rmSync(path.join(root, 'node_modules', 'openid-client'), { recursive: true });
      expect(floorProblems(root, openid)).toEqual(['openid-client is not installed']);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('the forwarder uses neither @fastify/reply-from nor @fastify/http-proxy', () => {
    // Their advisories then concern nobody here; the bug classes are tested in forwarder.test.ts.
    expect(declared['@fastify/reply-from']).toBeUndefined();
    expect(declared['@fastify/http-proxy']).toBeUndefined();
    const forwarder = readFileSync(path.join(projectRoot, 'src/server/forwarder.ts'), 'utf8');
    expect(forwarder).not.toMatch(/@fastify\/(reply-from|http-proxy)/);
  });
});
