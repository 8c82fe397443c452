/**
 * Whether the service takes creates of a resource, learned from its own answer, never from the
 * dialect's name (D166): `client.probeCreate` sends a create that can create nothing, and the
 * status says. A service that refuses the write itself (403, 405) does not take it; one that
 * looks at the body (400, 409, 422) would take a real one. Anything else (signed out, rate
 * limited, not reached) tells nothing yet.
 */
import { useQuery } from '@tanstack/react-query';

import type { ApiErrorObject } from '../../../api/api-error';
import type { Client } from '../../../api/client';
import { useApiClient } from './api-client-context';

export type CreateAcceptance =
  | { readonly kind: 'accepted' }
  /** `reason`: the service's own words for the refusal. */
  | { readonly kind: 'refused'; readonly reason: string }
  | { readonly kind: 'unknown' };

type CreatePathOf = Parameters<Client['probeCreate']>[0];

const unknownAcceptance: CreateAcceptance = { kind: 'unknown' };

export function acceptanceOfProbe(probe: {
  readonly status: number;
  readonly errors: readonly ApiErrorObject[];
}): CreateAcceptance {
  const { status, errors } = probe;
  if (status === 403 || status === 405) {
    const first = errors[0];
    const reason = first?.detail ?? first?.title ?? `The service answered ${status}.`;
    return { kind: 'refused', reason };
  }
  if ((status >= 200 && status < 300) || status === 400 || status === 409 || status === 422) {
    return { kind: 'accepted' };
  }
  return unknownAcceptance;
}

/** Asks the service once per page visit; 'unknown' while it answers or when it cannot. */
export function useCreateAcceptance(
  path: CreatePathOf,
  params: Record<string, string>,
  options: { enabled?: boolean } = {},
): CreateAcceptance {
  const client = useApiClient();
  const query = useQuery({
    queryKey: ['create-acceptance', path, params],
    queryFn: async ({ signal }) =>
      acceptanceOfProbe(
        await client.probeCreate(path, params as Parameters<Client['probeCreate']>[1], { signal }),
      ),
    staleTime: 5 * 60_000,
    retry: false,
    ...options,
  });
  return query.data ?? unknownAcceptance;
}
