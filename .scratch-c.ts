import { openDatabase } from './src/sandbox/database';
import { seedDatabase } from './src/sandbox/seed/seed';
for (const seed of [1,2,3]) {
const db = openDatabase({ file: ':memory:' });
seedDatabase(db, { scale: 'small', seed });
console.log(seed, db.prepare(`select e.name, count(*) n, sum(kind='Volunteer') v, sum(kind='Guest') g, sum(_one_time_guest) otg, sum(person_id is null and _one_time_guest=0) del from check_ins__CheckIn c join check_ins__Event e on e.id=c.event_id group by e.name`).all());
}
