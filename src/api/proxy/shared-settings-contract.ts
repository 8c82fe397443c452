/**
 * The settings every staff member shares, as both sides of the wire know them: the server keeps
 * them (src/server/shared-settings.ts: a JSON file per group in the data folder, or Redis) and
 * answers these routes with these shapes; the app reads and writes them
 * (src/lib/browser/shared-settings.ts). A group is registered here once with its first value and the
 * check of what may be stored in it (D142).
 *
 *   GET /api/settings/{group}  → 200 { data: SharedSettingAnswer }, ETag "v{version}"
 *   PUT /api/settings/{group}  ← { value }, If-Match: the ETag read → 200 the new answer
 *
 * Any signed-in staff member may read and change every group. A change names the version it was
 * made on (If-Match), so two people editing at once never silently overwrite each other: the
 * second is a 412 with what is stored now. Failures are the proxy's `{ errors: [{ code, detail }],
 * meta? }` with one of SharedSettingErrorCode.
 */
import { isUtcDatetime } from '../catalog/wire-dates';
import { liveRoomsSettings } from './live-rooms-settings';
import type { SharedSettingGroup } from './shared-setting-group';
import {
  givingFundsSettings,
  statementLetterheadSettings,
  statementLogoSettings,
} from './statement-settings';

/** Every group, by the name in its URL. A new shared setting is one line here (docs/how-to.md). */
export const sharedSettingGroups = {
  'live-rooms': liveRoomsSettings,
  'giving-funds': givingFundsSettings,
  'statement-letterhead': statementLetterheadSettings,
  'statement-logo': statementLogoSettings,
} as const satisfies Record<string, SharedSettingGroup<unknown>>;

export type SharedSettingGroupName = keyof typeof sharedSettingGroups;
export type SharedSettingValue<G extends SharedSettingGroupName> =
  (typeof sharedSettingGroups)[G]['initial'];

export function isSharedSettingGroup(name: string): name is SharedSettingGroupName {
  return Object.hasOwn(sharedSettingGroups, name);
}

/** The route, in the server's route syntax. */
export const SHARED_SETTINGS_ROUTE = '/api/settings/:group';

export const sharedSettingUrl = (group: SharedSettingGroupName) =>
  `/api/settings/${encodeURIComponent(group)}`;

/** The largest body a change may have: far above any plausible value. */
export const SHARED_SETTING_BODY_LIMIT = 64 * 1024;

/** A group as stored: its value and who changed it last, and when. */
export interface SharedSettingAnswer<V = unknown> {
  readonly group: string;
  /** 0 until the first change; one more with each change. */
  readonly version: number;
  readonly value: V;
  /** As the API writes datetimes (YYYY-MM-DDTHH:MM:SSZ), null before the first change. */
  readonly updatedAt: string | null;
  /** The name of the staff member who made the last change, null before the first. */
  readonly updatedBy: string | null;
}

/** The ETag of a version, and the version an If-Match names (undefined when it names none). */
export const versionTag = (version: number) => `"v${version}"`;

export function versionOfTag(header: string | undefined): number | undefined {
  const match = /^\s*(?:W\/)?"v(0|[1-9][0-9]{0,14})"\s*$/.exec(header ?? '');
  return match ? Number(match[1]) : undefined;
}

export type SharedSettingErrorCode =
  /** No group of that name (404). */
  | 'unknown_setting'
  /** The body is not `{ value }`, or the value is out of shape or implausible (422, meta.problems). */
  | 'invalid_setting'
  /** A change without If-Match naming the version it was made on (428). */
  | 'version_required'
  /** Someone changed the group since that version (412, meta.current: the answer as stored now). */
  | 'version_conflict'
  /** What is stored cannot be read (500); it is left as it is, never overwritten. */
  | 'setting_unreadable';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The answer of group `G` when `body` (the `data` of an answer) has the contract's shape. */
export function readSharedSettingAnswer<G extends SharedSettingGroupName>(
  group: G,
  body: unknown,
): SharedSettingAnswer<SharedSettingValue<G>> | undefined {
  if (!isRecord(body) || body.group !== group) return undefined;
  const { version, updatedAt, updatedBy } = body;
  if (typeof version !== 'number' || !Number.isSafeInteger(version) || version < 0)
    return undefined;
  if (!(updatedAt === null || (typeof updatedAt === 'string' && isUtcDatetime(updatedAt))))
    return undefined;
  if (!(updatedBy === null || typeof updatedBy === 'string')) return undefined;
  const reading = sharedSettingGroups[group].read(body.value);
  if (!reading.ok) return undefined;
  return { group, version, value: reading.value, updatedAt, updatedBy };
}
