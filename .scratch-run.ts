import { openDatabase } from './src/sandbox/database';
import { seedDatabase } from './src/sandbox/seed/seed';
const scale = (process.argv[2] ?? 'small') as 'small';
const db = openDatabase({ file: ':memory:' });
const t = performance.now();
const r = seedDatabase(db, { scale, seed: 1 });
console.log('ms', Math.round(performance.now() - t));
console.log(Object.entries(r.counts).map(([k, v]) => `${k}=${v}`).join('\n'));
