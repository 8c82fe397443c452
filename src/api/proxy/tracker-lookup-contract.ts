/**
 * The proxy's task-tracker lookup, as both sides of the wire know it: the server registers these
 * routes and answers these codes (src/server/tracker-lookups.ts); the rules editor asks these
 * URLs and reads these codes (src/features/rules/tracker-lookups-client.ts).
 *
 * Answers are `{ data }` as the tracker gives it; failures are the proxy's
 * `{ errors: [{ code, detail }] }` with one of TrackerLookupErrorCode.
 */

/** The two routes, in the server's route syntax. */
export const TRACKER_LOOKUP_ROUTES = {
  sections: '/api/tracker/projects/:project/sections',
  project: '/api/tracker/projects/:project',
} as const;

/** A project GID: digits only. */
export const TRACKER_GID = /^\d{1,30}$/;

/** `opt_fields`: one comma-separated list of field names. */
export const TRACKER_OPT_FIELDS = /^[a-z_.,]{1,500}$/;

/** Fields the editor asks of a project: the spec's custom_field_settings.custom_field.gid, plus names. */
export const FIELD_OPT_FIELDS = [
  'custom_field_settings.custom_field.gid',
  'custom_field_settings.custom_field.name',
  'custom_field_settings.custom_field.resource_subtype',
  'custom_field_settings.custom_field.enum_options.gid',
  'custom_field_settings.custom_field.enum_options.name',
].join(',');

export const trackerLookupUrls = {
  sections: (project: string) => `/api/tracker/projects/${encodeURIComponent(project)}/sections`,
  fields: (project: string) =>
    `/api/tracker/projects/${encodeURIComponent(project)}?opt_fields=${encodeURIComponent(FIELD_OPT_FIELDS)}`,
};

export type TrackerLookupErrorCode =
  /** No TRACKER_TOKEN on the server: the lookup is not available (503). */
  | 'tracker_not_configured'
  /** A project GID that is not digits, or opt_fields out of shape (400). */
  | 'invalid_parameter'
  /** The tracker has no such project, or the token cannot see it (404). */
  | 'project_not_found'
  | 'tracker_timeout'
  | 'tracker_unreachable'
  | 'tracker_unauthorized'
  | 'tracker_rate_limited'
  | 'tracker_bad_status';

/** Codes meaning the server has no lookup: not wired at all (a 404 route), or no token. */
export const TRACKER_LOOKUP_UNAVAILABLE: ReadonlySet<string> = new Set<
  TrackerLookupErrorCode | 'not_found'
>(['not_found', 'tracker_not_configured']);
