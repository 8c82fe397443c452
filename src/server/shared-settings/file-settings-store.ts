/**
 * Shared settings in the data folder (SETTINGS_DIR, `data/settings` by default): one JSON file per
 * group (`live-rooms.json`). A change is written whole to a file of its own, flushed, and renamed
 * over the old one, so a crash leaves the old file or the new one, never half of one. Changes to
 * one group are made one at a time in this process; several instances share settings through
 * Redis instead (README, "Running several instances").
 */
import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';

import { parseStoredSetting } from './settings-store';
import type { SettingsStore, SettingWrite, StoredSetting } from './settings-store';

const errorCode = (error: unknown) => (error as { code?: unknown } | null)?.code;

export class FileSettingsStore implements SettingsStore {
  /** The end of each group's queue of changes. */
  private readonly queues = new Map<string, Promise<unknown>>();

  constructor(private readonly dir: string) {}

  private fileOf(group: string): string {
    return path.join(this.dir, `${group}.json`);
  }

  async read(group: string): Promise<StoredSetting | undefined> {
    const file = this.fileOf(group);
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch (error) {
      if (errorCode(error) === 'ENOENT') return undefined;
      throw error;
    }
    return parseStoredSetting(group, text, file);
  }

  write(
    group: string,
    expectedVersion: number,
    change: Omit<StoredSetting, 'version'>,
  ): Promise<SettingWrite> {
    const previous = this.queues.get(group) ?? Promise.resolve();
    const turn = previous.then(() => this.writeNow(group, expectedVersion, change));
    const settled = turn.catch(() => undefined);
    this.queues.set(group, settled);
    void settled.then(() => {
      if (this.queues.get(group) === settled) this.queues.delete(group);
    });
    return turn;
  }

  private async writeNow(
    group: string,
    expectedVersion: number,
    change: Omit<StoredSetting, 'version'>,
  ): Promise<SettingWrite> {
    const current = await this.read(group);
    if ((current?.version ?? 0) !== expectedVersion) return { ok: false, current };
    const stored: StoredSetting = { version: expectedVersion + 1, ...change };
    await mkdir(this.dir, { recursive: true });
    const file = this.fileOf(group);
    const temporary = `${file}.${process.pid}-${randomBytes(6).toString('hex')}.tmp`;
    try {
      const handle = await open(temporary, 'wx', 0o600);
      try {
        await handle.writeFile(`${JSON.stringify(stored, null, 2)}\n`, 'utf8');
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(temporary, file);
    } finally {
      await rm(temporary, { force: true });
    }
    await syncFolder(this.dir);
    return { ok: true, stored };
  }
}

/** Flushes the folder's entry for the renamed file (where the platform allows it). */
async function syncFolder(dir: string): Promise<void> {
  try {
    const handle = await open(dir, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch {
    // Windows cannot open a folder to flush it; its renames are durable by themselves.
  }
}
