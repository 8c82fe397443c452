import { Anchor, Skeleton, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { isNotFoundError } from '../../api/api-error';
import type { GetOptions, IncludeOf, RecordOf } from '../../api/client-types';
import { useApiRecord } from '../../lib/browser/api-query/api-queries';
import { EmptyState } from '../empty-state';
import { useT } from '../i18n/language-context';
import { QueryError } from '../query-error';
import { sentenceCase } from '../../lib/pure/sentence-case';
import { recordIdPattern } from './record-drawer-param';
import type { DrawerKey } from './resource-drawer';

/** Where a record page is: its record is shown, on its way, missing or could not be read. */
export type RecordPageState = 'ready' | 'loading' | 'missing' | 'failed';

export interface RecordPageProps<K extends DrawerKey, I extends IncludeOf<K> = never> {
  /** The list endpoint whose `/{id}` reads the record, as the catalog names it. */
  path: K;
  /** The id from the page's URL, as it is (a bad one is "not found", never sent). */
  id: string;
  include?: readonly I[];
  /** The record in words, singular and in the page's language ("batch"): the messages. */
  noun: string;
  /** The page's header (and tabs), given the record once it is read. */
  header: (record: RecordOf<K, I> | undefined, state: RecordPageState) => ReactNode;
  /** What a missing record, or an id that cannot be one (`valid` false), shows below the header. */
  notFound?: (valid: boolean) => ReactNode;
  /** The list the record belongs to, offered when it is not found ("See all batches"). */
  back?: { label: string; to: string };
  /** Heights of the skeleton blocks while the record loads; none for a header that shows it. */
  skeleton?: readonly number[];
  /** Reading stops (the record is being deleted): a failed refresh is not reported. */
  paused?: boolean;
  /** The page's body, built from the record. */
  children: (record: RecordOf<K, I>) => ReactNode;
}

/**
 * A page of one record: its id checked before anything is asked, the record read with the typed
 * client, and loading, not found and error (with a retry) states under the page's header. A
 * failed refresh of a record already shown keeps the record and says so above it.
 */
export function RecordPage<K extends DrawerKey, I extends IncludeOf<K> = never>({
  path,
  id,
  include,
  noun,
  header,
  notFound,
  back,
  skeleton = [96, 120],
  paused = false,
  children,
}: RecordPageProps<K, I>) {
  const valid = recordIdPattern.test(id);
  const t = useT();
  // The generic path cannot prove which of the client's argument shapes it takes.
  const args = { id, ...(include === undefined ? {} : { include }) } as unknown as GetOptions<K, I>;
  const query = useApiRecord<K, I>(path, args, { enabled: valid && !paused });
  const record = query.data ?? undefined;
  const missing =
    !valid || query.data === null || (record === undefined && isNotFoundError(query.error));
  const state: RecordPageState =
    record !== undefined ? 'ready' : missing ? 'missing' : query.isError ? 'failed' : 'loading';

  let body: ReactNode;
  if (state === 'missing') {
    body = notFound?.(valid) ?? (
      <EmptyState
        title={t('ui.record.notFoundTitle', { Noun: sentenceCase(noun) })}
        description={t('ui.record.notFoundText', { noun, id })}
        actions={
          back && (
            <Anchor component={Link} to={back.to}>
              {back.label}
            </Anchor>
          )
        }
      />
    );
  } else if (state === 'failed') {
    body = (
      <QueryError
        error={query.error}
        what={t('ui.record.what', { noun })}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (record === undefined) {
    body = skeleton.length > 0 && (
      <Stack gap="md" role="status" aria-busy="true" aria-label={t('ui.record.loading', { noun })}>
        {skeleton.map((height, index) => (
          <Skeleton key={index} height={height} radius="md" />
        ))}
      </Stack>
    );
  } else {
    body = (
      <>
        {query.isError && !paused && (
          <Stack mb="md">
            <QueryError
              error={query.error}
              what={t('ui.record.latest', { noun })}
              onRetry={() => void query.refetch()}
            />
          </Stack>
        )}
        {children(record)}
      </>
    );
  }
  return (
    <>
      {header(record, state)}
      {body}
    </>
  );
}
