/**
 * Seeds a new sandbox database once: one church (Grace Fellowship Church, America/Chicago) with
 * its people, check-ins and giving, generated deterministically from the options. A database
 * that was seeded before (meta 'seed' present) is left as it is, so data survives restarts.
 */
import type { SandboxDatabase } from '../database';
import {
  dropListIndexStatements,
  listIndexStatements,
  quoteIdentifier,
  readMeta,
  writeMeta,
} from '../database';
import { linkTables, tablePlans } from '../storage-plan';
import { buildPopulation } from './population';
import { defaultAnchor, organization } from './reference-data';
import type { SeedScale } from './scales';
import { createSeedContext, describeOptions } from './seed-context';
import { seedCheckIns } from './seed-check-ins';
import { planGiving } from './giving-donations';
import { leaveSomeDonorsUnreachable, seedGiving } from './seed-giving';
import { seedPeople } from './seed-people';

export type { SeedScale } from './scales';

export interface SeedOptions {
  scale: SeedScale;
  seed: number;
  /** The seeded data ends on this day (its UTC calendar day); default the fixed 2026-11-22. */
  anchor?: Date;
}

export interface SeedResult {
  /** false when the database had been seeded before and was left alone. */
  seeded: boolean;
  /** Rows per table (resource tables and link tables). */
  counts: Record<string, number>;
}

/** Rows in every resource table and link table of the storage plan. */
export function tableCounts(db: SandboxDatabase): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const table of [...tablePlans.map((p) => p.table), ...linkTables.map((l) => l.table)]) {
    const row = db.prepare(`SELECT COUNT(*) AS n FROM ${quoteIdentifier(table)}`).get() as {
      n: number;
    };
    counts[table] = row.n;
  }
  return counts;
}

/**
 * Row counts per index value for the query planner: without them SQLite takes `kind IN
 * ('Regular', 'Guest')` (nine rows in ten) for a narrow search and sorts its result, where
 * reading the order's index is a hundred times cheaper. Estimated from the first thousand
 * entries of each index (analysis_limit), as SQLite advises: at large scale the full count took
 * a tenth of the seed, and the lists' plans came out the same but for a few that sorted anyway.
 */
function gatherStatistics(db: SandboxDatabase): void {
  db.pragma('analysis_limit = 1000');
  db.exec('ANALYZE');
  db.pragma('analysis_limit = 0');
}

export function seedDatabase(db: SandboxDatabase, options: SeedOptions): SeedResult {
  if (readMeta(db, 'seed') !== undefined) {
    // A file seeded before the sandbox gathered statistics gets them once.
    if (!db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'sqlite_stat1'").get()) {
      gatherStatistics(db);
    }
    return { seeded: false, counts: tableCounts(db) };
  }
  const ctx = createSeedContext({
    scale: options.scale,
    seed: options.seed,
    anchor: options.anchor ?? defaultAnchor,
  });
  db.transaction(() => {
    // Building the list indexes once over the seeded rows costs less than updating them per row.
    for (const statement of dropListIndexStatements()) db.exec(statement);
    const population = buildPopulation(ctx);
    // Planned before the people are written: a few donors lose their contacts there.
    const giving = planGiving(ctx, population);
    leaveSomeDonorsUnreachable(ctx, giving);
    seedPeople(db, ctx, population);
    seedCheckIns(db, ctx, population);
    seedGiving(db, ctx, population, giving);
    writeMeta(db, 'seed', describeOptions(ctx));
    writeMeta(db, 'time_zone', organization.timeZone);
    for (const statement of listIndexStatements()) db.exec(statement);
    gatherStatistics(db);
  })();
  return { seeded: true, counts: tableCounts(db) };
}
