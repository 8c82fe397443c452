/**
 * A write probe, as both sides of the wire know it: the browser asks whether the service takes
 * creates of a resource by sending one that can create nothing (a body without `data`) with this
 * header (src/api/client.ts, `probeCreate`); the proxy forwards it like any write and answers
 * 200 with the service's status and errors (src/server/forwarder.ts). A refusal the page asked
 * for is then not a failed load: the browser logs every 4xx answer of a fetch as a console error.
 */
import type { ApiErrorObject } from '../api-error';

export const WRITE_PROBE_HEADER = 'X-Write-Probe';

/** The proxy's 200 answer to a probe: what the service answered it. */
export interface WriteProbeAnswer {
  readonly probe: {
    readonly status: number;
    readonly errors: readonly ApiErrorObject[];
  };
}

/** The body of a probe: no `data`, so no service creates anything from it. */
export const WRITE_PROBE_BODY = '{}';

export function isWriteProbeAnswer(body: unknown): body is WriteProbeAnswer {
  const probe = (body as { probe?: { status?: unknown; errors?: unknown } } | null)?.probe;
  return typeof probe?.status === 'number' && Array.isArray(probe.errors);
}
