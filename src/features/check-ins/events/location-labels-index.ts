import { useQueries, useQuery } from '@tanstack/react-query';

import type { RecordOf } from '../../../api/client-types';
import type { Client } from '../../../api/client';
import { useApiClient } from '../../../lib/browser/api-query/api-client-context';
import { walkQuery } from '../../../lib/browser/api-query/query-options';

const LABELS = '/check_ins/v2/labels';
const LOCATION_LABELS = '/check_ins/v2/labels/{label_id}/location_labels';

export type LabelRecord = RecordOf<typeof LABELS>;
type LocationLabelRecord = RecordOf<typeof LOCATION_LABELS, 'location'>;

/** Labels are set-up data: they change rarely, so they are kept a while. */
const LABELS_STALE_MS = 5 * 60_000;

/** Looking up where each label prints costs one request per label: only for a few labels. */
export const MAX_LABELS_TO_INDEX = 20;

/** Every label of the organization. */
export function useLabels() {
  const client = useApiClient();
  return useQuery({ ...walkQuery(client, LABELS, {}), staleTime: LABELS_STALE_MS });
}

function locationLabelsQuery(client: Client, labelId: string) {
  return {
    ...walkQuery<typeof LOCATION_LABELS, 'location'>(client, LOCATION_LABELS, {
      params: { label_id: labelId },
      include: ['location'],
    }),
    staleTime: LABELS_STALE_MS,
  };
}

export interface LabelLocations {
  label: LabelRecord;
  locationLabels: LocationLabelRecord[] | undefined;
  error: unknown;
}

/** For each label given, the locations that print it (one request per label). */
export function useLocationsOfLabels(labels: readonly LabelRecord[] | undefined): LabelLocations[] {
  const client = useApiClient();
  const results = useQueries({
    queries: (labels ?? []).map((label) => locationLabelsQuery(client, label.id)),
  });
  return (labels ?? []).map((label, index) => ({
    label,
    locationLabels: results[index]?.data,
    error: results[index]?.error ?? null,
  }));
}
