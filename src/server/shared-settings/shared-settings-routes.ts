/**
 * The shared settings' routes (src/api/proxy/shared-settings-contract.ts): read a group, change
 * it from the version read. The same CSRF guard and sign-in as the /api forwarder; any signed-in
 * staff member may change any group (D142), and the change records who made it.
 *
 * Every failure says what to do: 404 unknown_setting, 422 invalid_setting (meta.problems, each
 * with a JSON pointer), 428 version_required, 412 version_conflict (meta.current: the group as
 * stored now), 413 for a body over 64 KB, 415 for a body that is not JSON, 503 store_unavailable
 * when Redis cannot be reached, 500 setting_unreadable when what is stored is damaged (it is left
 * as it is: the log names where, the browser is not told the server's paths).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import {
  isSharedSettingGroup,
  SHARED_SETTING_BODY_LIMIT,
  SHARED_SETTINGS_ROUTE,
  sharedSettingGroups,
  versionOfTag,
  versionTag,
  type SharedSettingAnswer,
  type SharedSettingErrorCode,
  type SharedSettingGroupName,
} from '../../api/proxy/shared-settings-contract';
import { toApiDatetime } from '../../lib/pure/dates';
import { sendError } from '../api-errors';
import { checkCsrf } from '../csrf';
import type { UpstreamAuth } from '../session';
import type { SettingsStore, StoredSetting } from './settings-store';
import { UnreadableSettingError } from './settings-store';

export interface SharedSettingsOptions {
  readonly store: SettingsStore;
  readonly auth: UpstreamAuth;
  readonly publicOrigin: string;
  /** The time a change is stamped with; default the system clock. */
  readonly now?: () => number;
}

function settingError(
  reply: FastifyReply,
  status: number,
  code: SharedSettingErrorCode,
  detail: string,
  meta?: Record<string, unknown>,
) {
  return sendError(reply, status, code, detail, meta);
}

/** The answer of a group: what is stored, or its first value before anyone saved it. */
function answerOf(
  group: SharedSettingGroupName,
  stored: StoredSetting | undefined,
): SharedSettingAnswer {
  if (!stored) {
    return {
      group,
      version: 0,
      value: sharedSettingGroups[group].initial,
      updatedAt: null,
      updatedBy: null,
    };
  }
  const reading = sharedSettingGroups[group].read(stored.value);
  if (!reading.ok) {
    throw new UnreadableSettingError(
      group,
      'the store',
      reading.problems.map((p) => `${p.pointer}: ${p.detail}`).join('; '),
    );
  }
  return {
    group,
    version: stored.version,
    value: reading.value,
    updatedAt: stored.updatedAt,
    updatedBy: stored.updatedBy,
  };
}

function sendAnswer(reply: FastifyReply, answer: SharedSettingAnswer) {
  return reply
    .header('Cache-Control', 'no-store')
    .header('ETag', versionTag(answer.version))
    .type('application/json; charset=utf-8')
    .send({ data: answer });
}

interface Admission {
  readonly group: SharedSettingGroupName;
  readonly userName: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function registerSharedSettings(app: FastifyInstance, options: SharedSettingsOptions): void {
  const { store } = options;
  const now = options.now ?? Date.now;

  /** CSRF, sign-in and the group; undefined once an error is sent. */
  async function admit(
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<Admission | undefined> {
    const verdict = checkCsrf(
      { method: request.method, headers: request.headers, isUpload: false, isDownload: false },
      options.publicOrigin,
    );
    if (!verdict.ok) {
      await sendError(reply, verdict.status, verdict.code, verdict.detail);
      return undefined;
    }
    // A session store that is down throws: the server's error handler answers 503.
    const authorization = await options.auth.authorize(request, reply);
    if (!authorization.ok) {
      if (authorization.status === 503) {
        reply.header('Retry-After', String(authorization.retryAfterSeconds));
      }
      await sendError(reply, authorization.status, authorization.code, authorization.detail);
      return undefined;
    }
    const name = (request.params as { group: string }).group;
    if (!isSharedSettingGroup(name)) {
      await settingError(
        reply,
        404,
        'unknown_setting',
        `There are no shared settings called “${name.slice(0, 60)}”.`,
      );
      return undefined;
    }
    return { group: name, userName: authorization.userName };
  }

  /** Runs `work`; a damaged stored record is a 500 that says so, logged with where it is. */
  async function unlessUnreadable(
    request: FastifyRequest,
    reply: FastifyReply,
    work: () => Promise<FastifyReply>,
  ): Promise<FastifyReply> {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof UnreadableSettingError)) throw error;
      request.log.error({ err: error.message }, 'shared setting unreadable');
      return settingError(
        reply,
        500,
        'setting_unreadable',
        `The stored “${error.group}” settings are damaged and were left as they are; the server’s log says where they are. Nothing can be changed until they are repaired or removed.`,
      );
    }
  }

  /** Who each admitted request acts as; the guard runs before the body is read. */
  const admitted = new WeakMap<FastifyRequest, Admission>();
  const onRequest = async (request: FastifyRequest, reply: FastifyReply) => {
    const admission = await admit(request, reply);
    // An answer sent here (refused) ends the request: the handler never runs.
    if (!admission) return reply;
    admitted.set(request, admission);
    return undefined;
  };
  const admissionOf = (request: FastifyRequest): Admission => {
    const admission = admitted.get(request);
    if (!admission) throw new Error('a shared-settings route ran without its guard');
    return admission;
  };

  app.get(SHARED_SETTINGS_ROUTE, { onRequest }, async (request, reply) => {
    const { group } = admissionOf(request);
    return unlessUnreadable(request, reply, async () =>
      sendAnswer(reply, answerOf(group, await store.read(group))),
    );
  });

  app.put(
    SHARED_SETTINGS_ROUTE,
    { onRequest, bodyLimit: SHARED_SETTING_BODY_LIMIT },
    async (request, reply) => {
      const { group, userName } = admissionOf(request);
      const ifMatch = request.headers['if-match'];
      const expected = versionOfTag(Array.isArray(ifMatch) ? undefined : ifMatch);
      if (expected === undefined) {
        return settingError(
          reply,
          428,
          'version_required',
          'Send If-Match with the ETag of the settings you changed (as read), so a change made meanwhile by someone else is not overwritten.',
        );
      }
      const body = request.body;
      if (!isRecord(body) || !('value' in body) || Object.keys(body).length !== 1) {
        return settingError(reply, 422, 'invalid_setting', 'The body must be { "value": … }.', {
          problems: [{ pointer: '', detail: 'The body must be an object with only “value”.' }],
        });
      }
      const reading = sharedSettingGroups[group].read(body.value);
      if (!reading.ok) {
        return settingError(
          reply,
          422,
          'invalid_setting',
          reading.problems.map((problem) => problem.detail).join(' '),
          { problems: reading.problems },
        );
      }
      return unlessUnreadable(request, reply, async () => {
        const written = await store.write(group, expected, {
          value: reading.value,
          updatedAt: toApiDatetime(now()),
          updatedBy: userName,
        });
        if (!written.ok) {
          const current = answerOf(group, written.current);
          reply.header('ETag', versionTag(current.version));
          const by = current.updatedBy ? ` by ${current.updatedBy}` : '';
          return settingError(
            reply,
            412,
            'version_conflict',
            `These settings were changed${by} since you read them: nothing was saved. Look at the current values and make your change again.`,
            { current },
          );
        }
        return sendAnswer(reply, answerOf(group, written.stored));
      });
    },
  );
}
