import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';

import type { KioskConfig } from './kiosk-db';
import { openKioskDb, readKioskConfig, writeKioskConfig } from './kiosk-db';

const config: KioskConfig = {
  eventTimeId: '7',
  eventName: 'Sunday Service',
  startsAt: '2026-11-22T15:00:00Z',
  timeZone: 'America/Chicago',
  language: 'es',
  attendanceTypes: [{ id: '1', name: 'Adults', color: '#000', limit: null, recentTotals: [3] }],
  pinHash: null,
  startedAt: 1,
};

describe('the kiosk’s stored configuration', () => {
  it('keeps the language chosen at setup', async () => {
    globalThis.indexedDB = new IDBFactory();
    const db = await openKioskDb();
    await writeKioskConfig(db, config);
    expect(await readKioskConfig(db)).toEqual(config);
    db.close();
  });

  it('reads a kiosk started before kiosks had a language as English', async () => {
    globalThis.indexedDB = new IDBFactory();
    const db = await openKioskDb();
    const older = Object.fromEntries(Object.entries(config).filter(([key]) => key !== 'language'));
    await db.put('config', older as Omit<KioskConfig, 'language'>, 'current');
    expect((await readKioskConfig(db))?.language).toBe('en');
    await db.put('config', { ...config, language: 'xx' as never }, 'current');
    expect((await readKioskConfig(db))?.language).toBe('en');
    db.close();
  });
});
