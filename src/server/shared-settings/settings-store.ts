/**
 * Where the shared settings live (D142): one record per group, changed only from the version it
 * was read at, so of two changes made from the same version one wins and the other is told.
 * In the data folder (file-settings-store.ts), in Redis with several instances
 * (redis-settings-store.ts), or in this process (SETTINGS_DIR=:memory:, tests).
 */

/** A group as stored. */
export interface StoredSetting {
  /** 1 after the first change; one more with each. */
  readonly version: number;
  readonly value: unknown;
  /** ISO 8601 (UTC). */
  readonly updatedAt: string;
  readonly updatedBy: string;
}

export type SettingWrite =
  | { readonly ok: true; readonly stored: StoredSetting }
  /** The group moved on since `expectedVersion`: what is stored now (undefined: never saved). */
  | { readonly ok: false; readonly current: StoredSetting | undefined };

export interface SettingsStore {
  /** What is stored, undefined before the first change. Throws when it cannot be read. */
  read(group: string): Promise<StoredSetting | undefined>;
  /**
   * Stores `change` as version `expectedVersion + 1` when the stored version is `expectedVersion`
   * (0: never saved); otherwise stores nothing and answers what is there.
   */
  write(
    group: string,
    expectedVersion: number,
    change: Omit<StoredSetting, 'version'>,
  ): Promise<SettingWrite>;
}

/** A stored record that does not have the record's shape: never used, never overwritten. */
export class UnreadableSettingError extends Error {
  constructor(
    readonly group: string,
    where: string,
    why: string,
  ) {
    super(`The shared settings “${group}” in ${where} cannot be read: ${why}`);
    this.name = 'UnreadableSettingError';
  }
}

/** The record in `text` (JSON), or an UnreadableSettingError naming `where`. */
export function parseStoredSetting(group: string, text: string, where: string): StoredSetting {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new UnreadableSettingError(group, where, 'it is not JSON');
  }
  const record = parsed as Partial<Record<keyof StoredSetting, unknown>> | null;
  if (
    typeof record !== 'object' ||
    record === null ||
    typeof record.version !== 'number' ||
    !Number.isSafeInteger(record.version) ||
    record.version < 1 ||
    !('value' in record) ||
    typeof record.updatedAt !== 'string' ||
    typeof record.updatedBy !== 'string'
  ) {
    throw new UnreadableSettingError(
      group,
      where,
      'it lacks a version, value, updatedAt or updatedBy',
    );
  }
  return {
    version: record.version,
    value: record.value,
    updatedAt: record.updatedAt,
    updatedBy: record.updatedBy,
  };
}

/** The settings of this process only: for SETTINGS_DIR=:memory: and tests. */
export class MemorySettingsStore implements SettingsStore {
  private readonly groups = new Map<string, StoredSetting>();

  read(group: string): Promise<StoredSetting | undefined> {
    return Promise.resolve(this.groups.get(group));
  }

  write(
    group: string,
    expectedVersion: number,
    change: Omit<StoredSetting, 'version'>,
  ): Promise<SettingWrite> {
    const current = this.groups.get(group);
    if ((current?.version ?? 0) !== expectedVersion) return Promise.resolve({ ok: false, current });
    const stored = { ...change, version: expectedVersion + 1 };
    this.groups.set(group, stored);
    return Promise.resolve({ ok: true, stored });
  }
}
