import { openDatabase } from './src/sandbox/database';
import { seedDatabase } from './src/sandbox/seed/seed';
import { tablePlans } from './src/sandbox/storage-plan';
import { normalizeAttribute } from './src/api/catalog/schema';
for (const scale of ['small', 'medium'] as const) {
  const db = openDatabase({ file: ':memory:' });
  seedDatabase(db, { scale, seed: 3 });
  const end = '2026-11-23T06:00:00Z';
  for (const p of tablePlans) {
    const cols = Object.entries(p.resource.attributes).filter(([, s]) => normalizeAttribute(s).type === 'datetime').map(([n]) => n);
    for (const c of cols) {
      const r = db.prepare(`SELECT COUNT(*) n, MIN("${c}") mn, MAX("${c}") mx FROM "${p.table}" WHERE "${c}" > ?`).get(end) as { n: number };
      if (r.n) console.log(scale, p.table, c, r);
    }
    if (cols.includes('created_at') && cols.includes('updated_at')) {
      const r = db.prepare(`SELECT COUNT(*) n FROM "${p.table}" WHERE updated_at < created_at`).get() as { n: number };
      if (r.n) console.log(scale, 'updated<created', p.table, r.n);
    }
  }
  console.log(scale, db.prepare(`SELECT MIN(created_at) FROM people__Person`).pluck().get(), db.prepare(`select count(*) from people__Person p where p.created_at > (select min(created_at) from check_ins__CheckIn c where c.person_id = p.id)`).pluck().get(), 'people checked in before created');
  console.log(scale, db.prepare(`select count(*) from giving__Donation d join people__Person p on p.id = d.person_id where d.created_at < p.created_at or (p.inactivated_at is not null and d.created_at > p.inactivated_at)`).pluck().get(), 'donations outside person activity');
  console.log(scale, db.prepare(`select count(*) from check_ins__CheckIn c join people__Person p on p.id=c.person_id where p.inactivated_at is not null and c.created_at > p.inactivated_at`).pluck().get(), 'checkins after inactivation');
}
