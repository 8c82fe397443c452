/**
 * Writing one headcount: create it when no id is known, update it when one is, and when a create
 * finds that someone else created it meanwhile (422 "already exists"), find its id and update.
 * Shared by the staff page and the kiosk's sync loop; no React.
 */
import { ApiError } from '../../api/api-error';
import type { Client } from '../../api/client';
import type { RelationshipObject } from '../../api/json-api';

export const headcountsPath = '/check_ins/v2/event_times/{event_time_id}/headcounts' as const;
export const headcountPath = '/check_ins/v2/event_times/{event_time_id}/headcounts/{id}' as const;

/** One headcount's place: an event time and one attendance type of its event. */
export interface HeadcountKey {
  readonly eventTimeId: string;
  readonly attendanceTypeId: string;
}

export interface SavedHeadcount {
  readonly id: string;
  readonly total: number;
}

/**
 * A create refused because the headcount exists already. The sandbox points at the
 * attendance_type relationship (a pointer in the spec's dialect, a parameter in the real one) and
 * says "already exists"; the real service's wording may differ, so either sign is enough.
 */
export function isHeadcountExistsError(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 422) return false;
  return error.errors.some(
    (e) =>
      /already (exists|been taken)|has already/i.test(`${e.detail ?? ''} ${e.title ?? ''}`) ||
      e.source?.pointer === '/data/relationships/attendance_type' ||
      e.source?.parameter === 'attendance_type' ||
      e.source?.parameter === 'attendance_type_id',
  );
}

/** The id of the event time's headcount for an attendance type, read from the service. */
export async function findHeadcountId(
  client: Client,
  key: HeadcountKey,
  signal?: AbortSignal,
): Promise<string | undefined> {
  for await (const headcount of client.records(headcountsPath, {
    params: { event_time_id: key.eventTimeId },
    include: ['attendance_type'],
    perPage: 100,
    signal,
  })) {
    const typeId =
      headcount.related.attendance_type?.id ?? linkedId(headcount.relationships.attendance_type);
    if (typeId === key.attendanceTypeId) return headcount.id;
  }
  return undefined;
}

/** The id in a to-one linkage, for a service that links without including. */
function linkedId(relationship: RelationshipObject | undefined): string | undefined {
  const data = relationship?.data;
  return data && !Array.isArray(data) ? data.id : undefined;
}

/** Creates or updates the headcount so that its total is `total`; answers what the service stored. */
export async function saveHeadcount(
  client: Client,
  key: HeadcountKey,
  total: number,
  knownId: string | undefined,
  signal?: AbortSignal,
): Promise<SavedHeadcount> {
  const update = async (id: string) => {
    const record = await client.update(
      headcountPath,
      { event_time_id: key.eventTimeId, id },
      { attributes: { total } },
      { signal },
    );
    return { id: record.id, total: record.attributes.total };
  };
  if (knownId !== undefined) return update(knownId);
  try {
    const record = await client.create(
      headcountsPath,
      { event_time_id: key.eventTimeId },
      {
        attributes: { total },
        relationships: {
          attendance_type: { data: { type: 'AttendanceType', id: key.attendanceTypeId } },
        },
      },
      { signal },
    );
    return { id: record.id, total: record.attributes.total };
  } catch (error) {
    if (!isHeadcountExistsError(error)) throw error;
    const existingId = await findHeadcountId(client, key, signal);
    if (existingId === undefined) throw error;
    return update(existingId);
  }
}
