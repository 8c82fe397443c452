/**
 * In-memory sandbox databases seeded by copying: the same options always seed the same rows
 * (seed.test.ts), and seeding even the small scale takes a second or more on a busy machine,
 * where copying its image takes milliseconds. So a process that opens many in-memory sandboxes
 * (the unit tests open one per describe block, about 170 a run) seeds each set of options once.
 * Only the small and medium scales are kept: a kept copy would double a large sandbox's memory.
 */
import { openDatabase } from '../database';
import type { SandboxDatabase } from '../database';
import { seedDatabase } from './seed';
import type { SeedOptions, SeedScale } from './seed';

const keptScales: ReadonlySet<SeedScale> = new Set(['small', 'medium']);
const images = new Map<string, Buffer>();

/** A new in-memory database holding the seed of `options`. */
export function openSeededMemoryDatabase(options: SeedOptions): SandboxDatabase {
  const key = JSON.stringify([options.scale, options.seed, options.anchor?.getTime() ?? null]);
  const image = images.get(key);
  if (image) return openDatabase({ file: ':memory:', image });
  const db = openDatabase({ file: ':memory:' });
  seedDatabase(db, options);
  if (keptScales.has(options.scale)) images.set(key, db.serialize());
  return db;
}
