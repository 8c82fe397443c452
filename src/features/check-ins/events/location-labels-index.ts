import { useQueries, useQuery } from '@tanstack/react-query';

import type { RecordOf } from '../../../api/client-types';
import type { Client } from '../../../api/client';
import { useApiClient } from '../../../lib/api-query/api-client-context';
import { apiKeys } from '../../../lib/api-query/query-keys';

const LABELS = '/check_ins/v2/labels';
const LOCATION_LABELS = '/check_ins/v2/labels/{label_id}/location_labels';

export type LabelRecord = RecordOf<typeof LABELS>;
export type LocationLabelRecord = RecordOf<typeof LOCATION_LABELS, 'location'>;

/** Labels are set-up data: they change rarely, so they are kept a while. */
const LABELS_STALE_MS = 5 * 60_000;

/** Looking up where each label prints costs one request per label: only for a few labels. */
export const MAX_LABELS_TO_INDEX = 20;

/** Every label of the organization. */
export function useLabels(enabled = true) {
  const client = useApiClient();
  const args = { perPage: 100 };
  return useQuery({
    queryKey: apiKeys.pages(LABELS, args),
    enabled,
    staleTime: LABELS_STALE_MS,
    queryFn: async ({ signal }) => {
      const all: LabelRecord[] = [];
      for await (const page of client.pages(LABELS, { ...args, signal })) all.push(...page.records);
      return all;
    },
  });
}

function locationLabelsQuery(client: Client, labelId: string) {
  const args = { params: { label_id: labelId }, include: ['location'] as const, perPage: 100 };
  return {
    queryKey: apiKeys.pages(LOCATION_LABELS, args),
    staleTime: LABELS_STALE_MS,
    queryFn: async ({ signal }: { signal: AbortSignal }) => {
      const all: LocationLabelRecord[] = [];
      for await (const page of client.pages(LOCATION_LABELS, { ...args, signal })) {
        all.push(...page.records);
      }
      return all;
    },
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
