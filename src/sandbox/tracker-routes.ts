/**
 * The two task-tracker calls a rule author makes to find GIDs (spec rules-create-task.md,
 * "Lookup calls"), served for the seeded project under /tracker/api/1.0 with the tracker's
 * shapes: `{ data: ... }`, `opt_fields` selecting dotted fields (gid always included),
 * `{ errors: [{ message }] }` on failure, and `Authorization: Bearer <token>`.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { TRACKER_PROJECTS, type TrackerProject } from './tracker-project';

export const TRACKER_BASE_PATH = '/tracker/api/1.0';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function sendTrackerError(reply: FastifyReply, status: number, message: string): FastifyReply {
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send({ errors: [{ message }] });
}

function sectionsOf(project: TrackerProject): Json {
  return project.sections.map((section) => ({
    gid: section.gid,
    resource_type: 'section',
    name: section.name,
    project: { gid: project.gid, resource_type: 'project', name: project.name },
  }));
}

function projectOf(project: TrackerProject): Json {
  return {
    gid: project.gid,
    resource_type: 'project',
    name: project.name,
    workspace: {
      gid: project.workspace.gid,
      resource_type: 'workspace',
      name: project.workspace.name,
    },
    custom_field_settings: project.customFields.map((field, index) => ({
      gid: `12030000000000${String(index + 1).padStart(2, '0')}`,
      resource_type: 'custom_field_setting',
      is_important: index === 0,
      custom_field: {
        gid: field.gid,
        resource_type: 'custom_field',
        name: field.name,
        resource_subtype: field.resource_subtype,
        type: field.resource_subtype,
        ...(field.enum_options
          ? {
              enum_options: field.enum_options.map((o) => ({
                gid: o.gid,
                resource_type: 'enum_option',
                name: o.name,
                enabled: o.enabled,
                color: o.color,
              })),
            }
          : {}),
      },
    })),
  };
}

/** The fields named by `opt_fields` (dotted paths), plus each object's gid. */
export function selectFields(value: Json, paths: readonly string[][]): Json {
  if (Array.isArray(value)) return value.map((item) => selectFields(item, paths));
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, Json> = {};
  if (value.gid !== undefined) out.gid = value.gid;
  const byHead = new Map<string, string[][]>();
  for (const [head, ...rest] of paths) {
    if (head === undefined || !(head in value)) continue;
    const list = byHead.get(head) ?? [];
    list.push(rest);
    byHead.set(head, list);
  }
  for (const [head, rests] of byHead) {
    const field = value[head] ?? null;
    out[head] = rests.some((r) => r.length === 0)
      ? field
      : selectFields(
          field,
          rests.filter((r) => r.length > 0),
        );
  }
  return out;
}

function optFields(request: FastifyRequest): string[][] | undefined {
  const raw = (request.query as Record<string, unknown>).opt_fields;
  const text = Array.isArray(raw) ? raw.join(',') : typeof raw === 'string' ? raw : undefined;
  if (text === undefined) return undefined;
  return text
    .split(',')
    .map((path) => path.trim())
    .filter((path) => path !== '')
    .map((path) => path.split('.'));
}

/** Registers the lookup calls; `token` is the only bearer token they accept. */
export function registerTrackerRoutes(app: FastifyInstance, token: string): void {
  const findProject = (request: FastifyRequest, reply: FastifyReply) => {
    if (request.headers.authorization !== `Bearer ${token}`) {
      void sendTrackerError(reply, 401, 'Not Authorized');
      return undefined;
    }
    const gid = (request.params as { project: string }).project;
    if (!/^\d+$/.test(gid)) {
      void sendTrackerError(reply, 400, `project: Not a valid GID: ${gid}`);
      return undefined;
    }
    const project = TRACKER_PROJECTS.find((p) => p.gid === gid);
    if (!project) void sendTrackerError(reply, 404, `project: Unknown object: ${gid}`);
    return project;
  };

  app.get(`${TRACKER_BASE_PATH}/projects/:project/sections`, (request, reply) => {
    const project = findProject(request, reply);
    if (!project) return reply;
    const fields = optFields(request) ?? [['name'], ['resource_type']];
    return reply.send({ data: selectFields(sectionsOf(project), fields) });
  });

  app.get(`${TRACKER_BASE_PATH}/projects/:project`, (request, reply) => {
    const project = findProject(request, reply);
    if (!project) return reply;
    const full = projectOf(project);
    const fields = optFields(request);
    return reply.send({ data: fields ? selectFields(full, fields) : full });
  });
}
