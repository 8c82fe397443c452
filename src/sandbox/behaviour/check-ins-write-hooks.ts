/**
 * The check-ins app's write rules: one headcount per event time and attendance type, with the
 * event time's total following every write (D25), and passes with unique codes.
 */
import { randomInt } from 'node:crypto';
import type { PayloadProblem } from '../../api/catalog/validate';
import { tablesOf } from '../catalog-keys';
import type { ListedValue } from '../catalog-keys';
import type { SandboxContext } from '../context';
import { get, problem, run } from './write-hook-kit';
import type { AppWriteHooks, WriteHooks } from './write-hook-kit';

const table = tablesOf('check_ins');

/** A pass is a barcode unless the create asks for a mobile pass, which is e-mailed. */
const barcode: ListedValue<'check_ins', 'Pass', 'kind'> = 'barcode';
const mobilePass: ListedValue<'check_ins', 'Pass', 'kind'> = 'pkpass';

function refreshEventTimeTotal(ctx: SandboxContext, eventTimeId: number): void {
  run(
    ctx,
    `UPDATE ${table('EventTime')} SET total_count = json(regular_count + guest_count + volunteer_count +
       COALESCE((SELECT SUM(total) FROM ${table('Headcount')} WHERE event_time_id = ?), 0)) WHERE id = ?`,
    eventTimeId,
    eventTimeId,
  );
}

const headcountHooks: WriteHooks = {
  beforeCreate(input) {
    const problems: PayloadProblem[] = [];
    const total = input.attributes.total;
    if (typeof total === 'number' && total < 0)
      problems.push(problem('/data/attributes/total', "total can't be negative"));
    const typeId = Number(input.relationships.attendance_type?.[0]);
    const eventTime = get<{ event_id: number }>(
      input.ctx,
      `SELECT event_id FROM ${table('EventTime')} WHERE id = ?`,
      input.parent.id,
    );
    const type = get(
      input.ctx,
      `SELECT id FROM ${table('AttendanceType')} WHERE id = ? AND event_id = ?`,
      typeId,
      eventTime?.event_id,
    );
    if (!type) {
      problems.push(
        problem(
          '/data/relationships/attendance_type',
          'attendance_type is not an attendance type of this event',
        ),
      );
      return problems;
    }
    const existing = get<{ id: number }>(
      input.ctx,
      `SELECT id FROM ${table('Headcount')} WHERE event_time_id = ? AND attendance_type_id = ?`,
      input.parent.id,
      typeId,
    );
    if (existing) {
      problems.push(
        problem(
          '/data/relationships/attendance_type',
          `A headcount for this attendance type at this event time already exists (id ${existing.id}); update it instead`,
        ),
      );
    }
    input.columns.attendance_type_id = typeId;
    return problems;
  },
  afterCreate: (input) => refreshEventTimeTotal(input.ctx, input.parent.id),
  beforeUpdate(input) {
    const total = input.attributes.total;
    return typeof total === 'number' && total < 0
      ? [problem('/data/attributes/total', "total can't be negative")]
      : [];
  },
  afterUpdate: (input) => refreshEventTimeTotal(input.ctx, input.parent.id),
  afterDelete: (input) => refreshEventTimeTotal(input.ctx, Number(input.row.event_time_id)),
};

const passHooks: WriteHooks = {
  beforeCreate(input) {
    const kind = (input.attributes.kind as string | undefined) ?? barcode;
    input.attributes.kind = kind;
    let code = input.attributes.code as string | undefined;
    if (code === undefined || code === '') {
      do code = String(randomInt(10 ** 9, 10 ** 10));
      while (get(input.ctx, `SELECT 1 FROM ${table('Pass')} WHERE code = ?`, code));
      input.attributes.code = code;
    } else if (get(input.ctx, `SELECT 1 FROM ${table('Pass')} WHERE code = ?`, code)) {
      return [problem('/data/attributes/code', 'code is already used by another pass')];
    }
    if (kind === mobilePass) {
      input.columns._emailed_at = input.now;
      run(
        input.ctx,
        'INSERT INTO sandbox_sent_emails (to_person_id, subject, body, sent_at) VALUES (?, ?, ?, ?)',
        input.parent.id,
        'Your check-in pass',
        `Add your pass ${code} to your phone's wallet.`,
        input.now,
      );
    }
    return [];
  },
};

export const checkInsWriteHooks: AppWriteHooks<'check_ins'> = {
  Headcount: headcountHooks,
  Pass: passHooks,
};
