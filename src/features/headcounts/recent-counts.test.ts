/** The recent totals a kiosk reads at setup, against a real sandbox over HTTP. */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { createClient } from '../../api/client';
import type { Client } from '../../api/client';
import { startSandbox } from '../../sandbox/server';
import { saveHeadcount } from './headcount-writes';
import { RECENT_TIMES, readRecentTotals } from './recent-counts';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

/** Sunday Service and its overflow room (src/sandbox/seed/check-ins-setup.ts). */
const SUNDAY = '1';
const OVERFLOW = '2';

describe('readRecentTotals', () => {
  let sandbox: Awaited<ReturnType<typeof startSandbox>>;
  let client: Client;

  beforeAll(async () => {
    sandbox = await startSandbox({ file: ':memory:' });
    client = createClient({
      baseUrl: sandbox.url,
      auth: { kind: 'basic', applicationId: 'sandbox', secret: 'sandbox-secret' },
    });
  });
  afterAll(async () => {
    await sandbox.close();
  });

  it("reads each type's totals at the event's eight times before the one counted, no others", async () => {
    const sunday: { id: string; startsAt: string }[] = [];
    for await (const time of client.records('/check_ins/v2/event_times', {
      include: ['event'],
      order: '-starts_at',
      perPage: 100,
    })) {
      if (time.related.event?.id === SUNDAY)
        sunday.push({ id: time.id, startsAt: time.attributes.starts_at });
      if (sunday.length > RECENT_TIMES + 3) break;
    }
    // The counted time, the eight before it, and one older still.
    const [newer, counted, ...older] = sunday;
    if (!newer || !counted || older.length < RECENT_TIMES + 1)
      throw new Error('too few Sunday times');
    const totalAt = new Map<string, number>([
      [newer.id, 900],
      [counted.id, 901],
      ...older.slice(0, RECENT_TIMES + 1).map((time, i): [string, number] => [time.id, 100 + i]),
    ]);
    for (const [eventTimeId, total] of totalAt) {
      await saveHeadcount(client, { eventTimeId, attendanceTypeId: OVERFLOW }, total, undefined);
    }

    const totals = await readRecentTotals(client, {
      eventId: SUNDAY,
      eventTimeId: counted.id,
      startsAt: counted.startsAt,
    });
    expect(totals.get(OVERFLOW)?.sort((a, b) => a - b)).toEqual([
      100, 101, 102, 103, 104, 105, 106, 107,
    ]);
    for (const list of totals.values()) expect(list.length).toBeLessThanOrEqual(RECENT_TIMES);
  });

  it('answers nothing for an event with no earlier times', async () => {
    const [oldest] = (
      await client.list('/check_ins/v2/event_times', {
        include: ['event'],
        order: 'starts_at',
        perPage: 1,
      })
    ).records;
    if (!oldest?.related.event) throw new Error('no event time');
    const totals = await readRecentTotals(client, {
      eventId: oldest.related.event.id,
      eventTimeId: oldest.id,
      startsAt: oldest.attributes.starts_at,
    });
    expect(totals.size).toBe(0);
  });
});
