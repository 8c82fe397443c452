/**
 * Shared settings in the Redis every instance shares (REDIS_URL): one key per group,
 * `{prefix}settings:{group}`, holding the record as JSON (settings-store.ts). A change is one Lua
 * script, so comparing the stored version and writing the next one is a single atomic step
 * whichever instance makes it. Settings never expire. Redis down is a StoreUnavailableError
 * (503, nothing written).
 */
import { parseStoredSetting } from '../shared-settings/settings-store';
import type { SettingsStore, SettingWrite, StoredSetting } from '../shared-settings/settings-store';
import type { SharedRedis } from './redis-client';

/** { 1, the record written } or { 0, the record stored now or '' }. */
const writeScript = `local current = redis.call('GET', KEYS[1])
local version = 0
if current then
  local ok, decoded = pcall(cjson.decode, current)
  version = (ok and type(decoded) == 'table' and tonumber(decoded.version)) or -1
end
if version ~= tonumber(ARGV[1]) then return { 0, current or '' } end
redis.call('SET', KEYS[1], ARGV[2])
return { 1, ARGV[2] }`;

export class RedisSettingsStore implements SettingsStore {
  constructor(private readonly redis: SharedRedis) {}

  private keyOf(group: string): string {
    return `${this.redis.keyPrefix}settings:${group}`;
  }

  async read(group: string): Promise<StoredSetting | undefined> {
    const key = this.keyOf(group);
    const text = await this.redis.call((client) => client.get(key));
    return text === null ? undefined : parseStoredSetting(group, text, `Redis key ${key}`);
  }

  async write(
    group: string,
    expectedVersion: number,
    change: Omit<StoredSetting, 'version'>,
  ): Promise<SettingWrite> {
    const key = this.keyOf(group);
    const stored: StoredSetting = { version: expectedVersion + 1, ...change };
    const [written, text] = (await this.redis.call((client) =>
      client.eval(writeScript, 1, key, expectedVersion, JSON.stringify(stored)),
    )) as [number, string];
    if (written === 1) return { ok: true, stored };
    return {
      ok: false,
      current: text === '' ? undefined : parseStoredSetting(group, text, `Redis key ${key}`),
    };
  }
}
