/**
 * GID lookup through the server, which holds the task-tracker token: the spec's two lookup
 * calls for one project (its sections, its custom fields). Without a token configured the
 * server answers 404 or 503 and the pane says so.
 */
import {
  TRACKER_LOOKUP_UNAVAILABLE,
  trackerLookupUrls,
  type TrackerLookupErrorCode,
} from '../../api/proxy/tracker-lookup-contract';

/** A section, or an enum option of a custom field. */
export interface LookupSection {
  readonly gid: string;
  readonly name: string;
}

export interface LookupField extends LookupSection {
  readonly type: string;
  readonly enumOptions: readonly LookupSection[];
}

/** Why a lookup found nothing; the pane says it in the interface's words. */
export type LookupProblem =
  | { readonly reason: 'no-project'; readonly project: string }
  /** The server's own words (`detail`, may be empty) with its status. */
  | { readonly reason: 'answered'; readonly status: number; readonly detail: string }
  | { readonly reason: 'unreachable' };

export type LookupOutcome =
  | {
      readonly kind: 'found';
      readonly sections: readonly LookupSection[];
      readonly fields: readonly LookupField[];
    }
  | { readonly kind: 'unavailable' }
  | { readonly kind: 'error'; readonly problem: LookupProblem };

function record(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};
}

function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

function named(value: unknown): LookupSection {
  return { gid: String(record(value).gid ?? ''), name: String(record(value).name ?? '') };
}

function readFields(json: unknown): LookupField[] {
  return list(record(record(json).data).custom_field_settings).map((setting) => {
    const field = record(record(setting).custom_field);
    return {
      ...named(field),
      type: String(field.resource_subtype ?? field.type ?? ''),
      enumOptions: list(field.enum_options).map(named),
    };
  });
}

async function get(path: string, signal: AbortSignal): Promise<{ status: number; json: unknown }> {
  const response = await fetch(path, {
    headers: { 'X-CSRF': '1', Accept: 'application/json' },
    credentials: 'same-origin',
    signal,
  });
  const json: unknown = await response.json().catch(() => undefined);
  return { status: response.status, json };
}

function errorOf(json: unknown): { code: string; detail: string } {
  const first = record(list(record(json).errors)[0]);
  return { code: String(first.code ?? ''), detail: String(first.detail ?? '') };
}

export async function lookUpProject(project: string, signal: AbortSignal): Promise<LookupOutcome> {
  try {
    const [sections, fields] = await Promise.all([
      get(trackerLookupUrls.sections(project), signal),
      get(trackerLookupUrls.fields(project), signal),
    ]);
    for (const answer of [sections, fields]) {
      if (answer.status === 200) continue;
      const error = errorOf(answer.json);
      if (TRACKER_LOOKUP_UNAVAILABLE.has(error.code)) return { kind: 'unavailable' };
      if (error.code === ('project_not_found' satisfies TrackerLookupErrorCode)) {
        return { kind: 'error', problem: { reason: 'no-project', project } };
      }
      return {
        kind: 'error',
        problem: { reason: 'answered', status: answer.status, detail: error.detail },
      };
    }
    return {
      kind: 'found',
      sections: list(record(sections.json).data).map(named),
      fields: readFields(fields.json),
    };
  } catch (error) {
    if (signal.aborted) throw error;
    return { kind: 'error', problem: { reason: 'unreachable' } };
  }
}
