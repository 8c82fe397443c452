/**
 * The sandbox's own hook for checking people in and out, outside the API (whose check-ins app
 * writes only headcounts and passes): what a station does, for tests and demos that need a
 * check-in made now. The same write path as the live session (live-writes.ts). Authenticated as
 * the API is (a personal access token or an access token), not counted against the rate limit.
 *
 *   POST /sandbox/check-ins            { event_time_id, location_id, kind, first_name,
 *                                        last_name, medical_notes?, security_code?, person_id? }
 *                                      → 201 { data: { id, number, security_code } }
 *   POST /sandbox/check-ins/{id}/check-out  → 200 { data: { id, checked_out_at } }
 *
 * Bad input is a 422 naming the field, an unknown check-in a 404, a second check-out a 409.
 */
import { randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';

import type { PayloadProblem } from '../../api/catalog/validate';
import { authenticateRequest } from '../auth/authenticate';
import { listedValues, tablesOf } from '../catalog-keys';
import type { SandboxContext } from '../context';
import { httpErrors, SandboxHttpError } from '../errors';
import { problem } from '../behaviour/write-hook-kit';
import { utcText } from '../seed/time';
import type { CheckInKind } from '../seed/check-ins-setup';
import { recordCheckIn, recordCheckOut } from './live-writes';

export const SANDBOX_CHECK_INS_PATH = '/sandbox/check-ins';

const table = tablesOf('check_ins');
const kinds = listedValues('check_ins', 'CheckIn', 'kind');
const id = /^[1-9][0-9]{0,15}$/;
const securityCode = /^[A-Z0-9]{3,8}$/;

/** A code as a station prints one: four letters and digits that cannot be misread. */
const newSecurityCode = () =>
  Array.from({ length: 4 }, () => 'ACDEFGHJKLMNPQRTUVWXY34679'[randomInt(26)]).join('');

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A positive id given as a number or digits, else undefined. */
function idOf(value: unknown): number | undefined {
  const text = typeof value === 'number' ? String(value) : value;
  return typeof text === 'string' && id.test(text) ? Number(text) : undefined;
}

function text(value: unknown, max: number): string | undefined {
  return typeof value === 'string' && value.trim() !== '' && value.length <= max
    ? value.trim()
    : undefined;
}

export function registerLiveRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const { db } = ctx;
  const authenticate = (request: FastifyRequest) =>
    authenticateRequest(ctx, request.headers.authorization);

  app.post(SANDBOX_CHECK_INS_PATH, (request, reply) => {
    authenticate(request);
    const body = isRecord(request.body) ? request.body : {};
    const problems: PayloadProblem[] = [];
    const field = (name: string, detail: string) => problems.push(problem(`/${name}`, detail));

    const eventTimeId = idOf(body.event_time_id);
    const time =
      eventTimeId === undefined
        ? undefined
        : (db
            .prepare(`SELECT event_id FROM ${table('EventTime')} WHERE id = ?`)
            .get(eventTimeId) as { event_id: number } | undefined);
    if (!time) field('event_time_id', 'event_time_id must be the id of an event time.');
    const locationId = idOf(body.location_id);
    const room =
      locationId === undefined
        ? undefined
        : (db
            .prepare(`SELECT event_id, kind FROM ${table('Location')} WHERE id = ?`)
            .get(locationId) as { event_id: number; kind: string } | undefined);
    if (!room || room.kind !== 'Location' || (time && room.event_id !== time.event_id)) {
      field('location_id', "location_id must be a room (not a folder) of the event time's event.");
    }
    const kind = kinds.find((k) => k === body.kind);
    if (!kind) field('kind', `kind must be one of ${kinds.join(', ')}.`);
    const firstName = text(body.first_name, 100);
    if (!firstName) field('first_name', 'first_name must be text of 1 to 100 characters.');
    const lastName = text(body.last_name, 100);
    if (!lastName) field('last_name', 'last_name must be text of 1 to 100 characters.');
    const notes = body.medical_notes ?? '';
    if (typeof notes !== 'string' || notes.length > 2000) {
      field('medical_notes', 'medical_notes must be text of at most 2000 characters.');
    }
    const code = body.security_code ?? newSecurityCode();
    if (typeof code !== 'string' || !securityCode.test(code)) {
      field('security_code', 'security_code must be 3 to 8 capital letters or digits.');
    }
    const personId = body.person_id === undefined ? null : idOf(body.person_id);
    if (
      personId === undefined ||
      (personId !== null &&
        !db.prepare(`SELECT 1 FROM ${table('Person')} WHERE id = ?`).get(personId))
    ) {
      field('person_id', 'person_id, when given, must be the id of a person.');
    }
    if (problems.length > 0 || !eventTimeId || !locationId || !kind || !firstName || !lastName) {
      throw httpErrors.validation('CheckIn', problems);
    }
    const made = recordCheckIn(db, {
      eventTimeIds: [eventTimeId],
      locationId,
      kind: kind satisfies CheckInKind,
      personId: personId ?? null,
      firstName,
      lastName,
      medicalNotes: String(notes),
      emergencyName: '',
      emergencyPhone: '',
      securityCode: String(code),
      stationId: null,
      checkedInById: personId ?? null,
      atMs: ctx.clock.now(),
    });
    return reply
      .code(201)
      .send({ data: { id: String(made.id), number: made.number, security_code: code } });
  });

  app.post(`${SANDBOX_CHECK_INS_PATH}/:id/check-out`, (request, reply) => {
    authenticate(request);
    const checkInId = idOf((request.params as { id: string }).id);
    if (checkInId === undefined) throw httpErrors.notFound('There is no such check-in.');
    const at = ctx.clock.now();
    const outcome = recordCheckOut(db, checkInId, at, null);
    if (outcome === 'not_found') throw httpErrors.notFound('There is no such check-in.');
    if (outcome === 'already_checked_out') {
      throw new SandboxHttpError(409, [
        {
          status: '409',
          title: 'Conflict',
          code: 'already_checked_out',
          detail: 'This check-in is already checked out.',
        },
      ]);
    }
    return reply.send({ data: { id: String(checkInId), checked_out_at: utcText(at) } });
  });
}
