import { Alert } from '@mantine/core';

import { DateTimeText } from '../../../ui/date-time-text';
import { describeError } from '../../../ui/query-error';
import { untypedText } from '../shared/untyped-text';
import type { ListRecord } from './list-facts';

export type RunState =
  { kind: 'idle' } | { kind: 'running' } | { kind: 'done' } | { kind: 'failed'; error: unknown };

/** What the last run did: still running, finished (with the refreshed figures), or failed. */
export function ListRunResult({ state, list }: { state: RunState; list: ListRecord }) {
  if (state.kind === 'running') {
    return (
      <Alert color="blue" variant="light" role="status" title="Running the list…" mb="md">
        The service is finding the people again. The results below refresh when it is done.
      </Alert>
    );
  }
  if (state.kind === 'done') {
    const found = untypedText(list.attributes.total_people) ?? 'no';
    return (
      <Alert color="teal" variant="light" role="status" title="The list ran" mb="md">
        It now finds {found} {list.attributes.total_people === 1 ? 'person' : 'people'}; run
        finished <DateTimeText value={list.attributes.batch_completed_at} />. The rules’ results
        below are refreshed.
      </Alert>
    );
  }
  if (state.kind === 'failed') {
    const { title, message } = describeError(state.error);
    return (
      <Alert
        color="red"
        variant="light"
        role="alert"
        title={`The list did not run: ${title}`}
        mb="md"
      >
        {message}
      </Alert>
    );
  }
  return null;
}
