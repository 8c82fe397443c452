/**
 * The settings every staff member shares, read and changed through the proxy
 * (src/api/proxy/shared-settings-contract.ts, D142). A change names the version it was made on,
 * so a change someone else made meanwhile is never overwritten: the save answers a conflict with
 * what is stored now, and the page asks what to keep.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import {
  readSharedSettingAnswer,
  sharedSettingUrl,
  versionTag,
  type SharedSettingAnswer,
  type SharedSettingGroupName,
  type SharedSettingValue,
} from '../../api/proxy/shared-settings-contract';
import type { SettingProblem } from '../../api/proxy/shared-setting-group';

export type SettingAnswer<G extends SharedSettingGroupName> = SharedSettingAnswer<
  SharedSettingValue<G>
>;

/** A failure the proxy answered, in its words. */
export class SharedSettingError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'SharedSettingError';
  }
}

export type SaveOutcome<G extends SharedSettingGroupName> =
  | { readonly kind: 'saved'; readonly answer: SettingAnswer<G> }
  /** Someone changed the group since it was read: nothing was saved. */
  | { readonly kind: 'conflict'; readonly current: SettingAnswer<G> }
  | { readonly kind: 'invalid'; readonly problems: readonly SettingProblem[] };

interface ErrorBody {
  errors?: { code?: string; detail?: string }[];
  meta?: { current?: unknown; problems?: SettingProblem[] };
}

const headers = { 'X-CSRF': '1', Accept: 'application/json' };

async function errorOf(response: Response, body: ErrorBody | undefined): Promise<never> {
  const first = body?.errors?.[0];
  throw new SharedSettingError(
    response.status,
    first?.code ?? 'unexpected_answer',
    first?.detail ?? `The server answered ${response.status}.`,
  );
}

async function bodyOf(response: Response): Promise<unknown> {
  return (await response.json().catch(() => undefined)) as unknown;
}

function answerOrThrow<G extends SharedSettingGroupName>(group: G, body: unknown) {
  const answer = readSharedSettingAnswer(group, (body as { data?: unknown } | undefined)?.data);
  if (!answer)
    throw new SharedSettingError(200, 'unexpected_answer', 'The settings could not be read.');
  return answer;
}

export async function readSharedSetting<G extends SharedSettingGroupName>(
  group: G,
  signal?: AbortSignal,
): Promise<SettingAnswer<G>> {
  const response = await fetch(sharedSettingUrl(group), {
    headers,
    credentials: 'same-origin',
    signal,
  });
  const body = await bodyOf(response);
  if (!response.ok) return errorOf(response, body as ErrorBody);
  return answerOrThrow(group, body);
}

/** Saves `value` as the change of `from` (the answer it was made on). */
export async function saveSharedSetting<G extends SharedSettingGroupName>(
  group: G,
  value: SharedSettingValue<G>,
  from: SettingAnswer<G>,
): Promise<SaveOutcome<G>> {
  const response = await fetch(sharedSettingUrl(group), {
    method: 'PUT',
    headers: {
      ...headers,
      'Content-Type': 'application/json',
      'If-Match': versionTag(from.version),
    },
    credentials: 'same-origin',
    body: JSON.stringify({ value }),
  });
  const body = await bodyOf(response);
  if (response.ok) return { kind: 'saved', answer: answerOrThrow(group, body) };
  const meta = (body as ErrorBody | undefined)?.meta;
  if (response.status === 412 && meta?.current !== undefined) {
    const current = readSharedSettingAnswer(group, meta.current);
    if (current) return { kind: 'conflict', current };
  }
  if (response.status === 422 && meta?.problems)
    return { kind: 'invalid', problems: meta.problems };
  return errorOf(response, body as ErrorBody);
}

export const sharedSettingKey = (group: SharedSettingGroupName) => ['shared-settings', group];

/** A group as stored now; read again every two minutes and when the tab comes back. */
export function useSharedSetting<G extends SharedSettingGroupName>(group: G) {
  return useQuery({
    queryKey: sharedSettingKey(group),
    queryFn: ({ signal }) => readSharedSetting(group, signal),
    staleTime: 30_000,
    refetchInterval: 120_000,
  });
}

/** Saves a change; a saved or conflicting answer becomes what every view of the group shows. */
export function useSaveSharedSetting<G extends SharedSettingGroupName>(group: G) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: ({ value, from }: { value: SharedSettingValue<G>; from: SettingAnswer<G> }) =>
      saveSharedSetting(group, value, from),
    onSuccess: (outcome) => {
      if (outcome.kind === 'saved') queries.setQueryData(sharedSettingKey(group), outcome.answer);
      if (outcome.kind === 'conflict')
        queries.setQueryData(sharedSettingKey(group), outcome.current);
    },
  });
}
