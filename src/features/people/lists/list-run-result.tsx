import { Alert } from '@mantine/core';

import { DateTimeText } from '../../../ui/date-time-text';
import { Message } from '../../../ui/i18n/message';
import { useLocale, useT } from '../../../ui/i18n/language-context';
import { describeError } from '../../../ui/query-error';
import { untypedText } from '../shared/untyped-text';
import type { ListRecord } from './list-facts';

export type RunState =
  { kind: 'idle' } | { kind: 'running' } | { kind: 'done' } | { kind: 'failed'; error: unknown };

/** What the last run did: still running, finished (with the refreshed figures), or failed. */
export function ListRunResult({ state, list }: { state: RunState; list: ListRecord }) {
  const t = useT();
  const locale = useLocale();
  if (state.kind === 'running') {
    return (
      <Alert color="blue" variant="light" role="status" title={t('people.lists.running')} mb="md">
        {t('people.lists.runningBody')}
      </Alert>
    );
  }
  if (state.kind === 'done') {
    // total_people is untyped in the spec: a number as a count, anything else as text.
    const total = list.attributes.total_people;
    const found = untypedText(total, locale);
    return (
      <Alert color="teal" variant="light" role="status" title={t('people.lists.ran')} mb="md">
        <Message
          id="people.lists.ranBody"
          values={{
            kind: typeof total === 'number' ? 'count' : found === undefined ? 'none' : 'text',
            count: typeof total === 'number' ? total : 0,
            found: found ?? '',
          }}
          components={{ 0: <DateTimeText value={list.attributes.batch_completed_at} /> }}
        />
      </Alert>
    );
  }
  if (state.kind === 'failed') {
    const { title, message } = describeError(state.error, t);
    return (
      <Alert
        color="red"
        variant="light"
        role="alert"
        title={t('people.lists.didNotRun', { reason: title })}
        mb="md"
      >
        {message}
      </Alert>
    );
  }
  return null;
}
