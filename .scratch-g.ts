import { createSeedContext } from './src/sandbox/seed/seed-context';
import { buildPopulation } from './src/sandbox/seed/population';
import { planGiving } from './src/sandbox/seed/giving-donations';
for (const [scale, seed] of [["small",1],["small",2],["medium",1],["medium",2],["large",1]] as const) {
const ctx = createSeedContext({ scale, seed, anchor: new Date('2026-11-22') });
const pop = buildPopulation(ctx);
const plan = planGiving(ctx, pop);
const adults = pop.people.filter(p => !p.child).length;
const byCh: Record<string, number> = {};
for (const d of plan.donations) byCh[d.channel + ':' + d.method] = (byCh[d.channel + ':' + d.method] ?? 0) + 1;
console.log(scale, 'adults', adults, 'donors', plan.donors.length, 'donations', plan.donations.length, byCh, 'rd', plan.recurring.length);
}
