import { describe, expectTypeOf, it } from 'vitest';
import { createClient } from './client';
import type { RecordOf } from './client-types';

const client = createClient({ baseUrl: 'http://sandbox.test' });

describe('list parameters are checked against the catalog at compile time', () => {
  it('accepts the names an endpoint allows', () => {
    void client.list('/check_ins/v2/check_ins', {
      include: ['person', 'event', 'location', 'event_period'],
      order: '-created_at',
      filter: ['regular', 'first_time'],
      perPage: 100,
    });
    void client.list('/check_ins/v2/passes', { where: { code: 'ABC123' } });
    void client.list('/people/v2/households', {
      where: { created_at: { gte: '2026-01-01', lt: '2026-02-01' }, member_count: 3 },
    });
  });

  it('rejects a wrong include', () => {
    // @ts-expect-error 'fund' is not an include of check_ins
    void client.list('/check_ins/v2/check_ins', { include: ['fund'] });
    // @ts-expect-error donations include designations and labels, not fund
    void client.get('/giving/v2/donations', { id: '1', include: ['fund'] });
  });

  it('rejects a wrong order, also when reversed', () => {
    // @ts-expect-error check_ins cannot be ordered by security_code
    void client.list('/check_ins/v2/check_ins', { order: 'security_code' });
    // @ts-expect-error nor by -kind
    void client.list('/check_ins/v2/check_ins', { order: '-kind' });
  });

  it('rejects a wrong filter', () => {
    // @ts-expect-error archived is a filter of events, not of check-ins
    void client.list('/check_ins/v2/check_ins', { filter: ['archived'] });
  });

  it('rejects a wrong where name or value type', () => {
    // @ts-expect-error passes are queried by code only
    void client.list('/check_ins/v2/passes', { where: { kind: 'barcode' } });
    // @ts-expect-error member_count is an integer
    void client.list('/people/v2/households', { where: { member_count: 'three' } });
    // @ts-expect-error comparisons apply to dates only
    void client.list('/people/v2/households', { where: { name: { gt: 'A' } } });
  });

  it('requires the path parameters a path has', () => {
    // @ts-expect-error event_id is missing
    void client.list('/check_ins/v2/events/{event_id}/attendance_types', {});
    void client.list('/check_ins/v2/events/{event_id}/attendance_types', {
      params: { event_id: '1' },
    });
  });
});

describe('records are typed from the catalog', () => {
  it('types attributes and resolved includes', () => {
    type CheckIn = RecordOf<'/check_ins/v2/check_ins', 'person' | 'event_times'>;
    expectTypeOf<CheckIn['attributes']['number']>().toEqualTypeOf<number>();
    expectTypeOf<CheckIn['attributes']['checked_out_at']>().toEqualTypeOf<string | null>();
    expectTypeOf<CheckIn['related']['person']>().toMatchTypeOf<{
      attributes: { first_name: string };
    } | null>();
    expectTypeOf<CheckIn['related']['event_times']>().toBeArray();
    expectTypeOf<CheckIn['related']>().not.toHaveProperty('event');
  });

  it('types allowed values', () => {
    type Batch = RecordOf<'/giving/v2/batches'>;
    expectTypeOf<Batch['attributes']['status']>().toEqualTypeOf<
      'in_progress' | 'ready_for_deposit' | 'deposited'
    >();
    type Recurring = RecordOf<'/giving/v2/recurring_donations'>;
    expectTypeOf<'on hold until 2026-12-01'>().toMatchTypeOf<Recurring['attributes']['status']>();
  });
});

describe('writes accept exactly the writable attributes', () => {
  it('checks create bodies, their required relationships and update bodies', () => {
    void client.create(
      '/check_ins/v2/event_times/{event_time_id}/headcounts',
      { event_time_id: '7' },
      {
        attributes: { total: 12 },
        relationships: { attendance_type: { data: { type: 'AttendanceType', id: '3' } } },
      },
    );
    void client.create(
      '/check_ins/v2/event_times/{event_time_id}/headcounts',
      { event_time_id: '7' },
      // @ts-expect-error the attendance_type relationship is required
      { attributes: { total: 12 } },
    );
    void client.create(
      '/check_ins/v2/people/{person_id}/passes',
      { person_id: '1' },
      // @ts-expect-error kind is barcode or pkpass
      { attributes: { kind: 'qr' } },
    );
    void client.update('/people/v2/emails/{id}', { id: '4' }, { attributes: { primary: true } });
    // @ts-expect-error created_at is not writable
    void client.update('/people/v2/emails/{id}', { id: '4' }, { attributes: { created_at: 'x' } });
    // @ts-expect-error giving is read-only
    void client.delete('/giving/v2/donations/{id}', { id: '1' });
  });
});

describe('sparse fieldsets narrow the attributes to those asked for', () => {
  it('of the record and of what it includes', async () => {
    const page = await client.list('/check_ins/v2/check_ins', {
      include: ['person'],
      fields: { CheckIn: ['first_name', 'kind'], Person: ['child'] },
    });
    type Row = (typeof page.records)[number];
    expectTypeOf(page.records).toBeArray();
    expectTypeOf<Row['attributes']>().toEqualTypeOf<{
      first_name: string;
      kind: 'Regular' | 'Guest' | 'Volunteer';
    }>();
    expectTypeOf<NonNullable<Row['related']['person']>['attributes']>().toEqualTypeOf<{
      child: boolean;
    }>();
    const one = await client.get('/check_ins/v2/check_ins', {
      id: '1',
      fields: { CheckIn: ['medical_notes'] },
    });
    expectTypeOf(one?.attributes).toEqualTypeOf<{ medical_notes: string } | undefined>();
    // Without fields, everything.
    const whole = await client.list('/check_ins/v2/check_ins');
    expectTypeOf(whole.records[0]?.attributes.medical_notes).toEqualTypeOf<string | undefined>();
  });

  it('rejects a type the answer cannot hold, and an attribute its type lacks', () => {
    // @ts-expect-error a check-ins list holds no Fund
    void client.list('/check_ins/v2/check_ins', { fields: { Fund: ['name'] } });
    // @ts-expect-error a check-in has no shoe_size
    void client.list('/check_ins/v2/check_ins', { fields: { CheckIn: ['shoe_size'] } });
  });
});
