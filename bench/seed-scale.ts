/**
 * One seed in a fresh process, for the seed bench: seeds an in-memory database at SCALE and
 * prints its figures (SeedFigures) as JSON, as `npm run sandbox` seeds in a process of its own.
 *
 * node --import tsx bench/seed-scale.ts SCALE
 */
import { measureSeed } from './sandbox-seed';
import { isSeedScale } from '../src/sandbox/seed/scales';

const scale = process.argv[2] ?? '';
if (!isSeedScale(scale)) throw new Error(`unknown scale ${scale}`);
console.log(JSON.stringify(measureSeed(scale)));
