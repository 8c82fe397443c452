import { Button, Skeleton, Stack } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useState } from 'react';
import { useParams } from 'react-router';

import { useApiAction, useApiRecord } from '../../../lib/api-query/api-queries';
import { PageHeader } from '../../../ui/page-header';
import { QueryError } from '../../../ui/query-error';
import { PeopleTabs } from '../shared/people-tabs';
import { PEOPLE_PATH } from '../shared/person-paths';
import { ListFacts } from './list-facts';
import { listsPath, untypedText } from './list-paths';
import { ListPeople } from './list-people';
import { ListRules } from './list-rules';
import { ListRunResult, type RunState } from './list-run-result';
import { ListShares } from './list-shares';

const listCrumbs = [
  { label: 'People', to: PEOPLE_PATH },
  { label: 'Lists', to: listsPath },
];

/** One list: its figures, rules, conditions and results, who it is shared with; run it again. */
export function ListPage() {
  const { listId = '' } = useParams();
  const query = useApiRecord('/people/v2/lists', {
    id: listId,
    include: ['owner', 'created_by', 'updated_by'],
  });
  const run = useApiAction('/people/v2/lists/{list_id}/run');
  const [runState, setRunState] = useState<RunState>({ kind: 'idle' });

  const list = query.data ?? undefined;
  if (list === undefined) {
    return (
      <>
        <PageHeader title="List" breadcrumbs={listCrumbs} />
        <PeopleTabs />
        {query.isError ? (
          <QueryError error={query.error} what="the list" onRetry={() => void query.refetch()} />
        ) : (
          <Stack gap="md" role="status" aria-busy="true" aria-label="Loading the list">
            <Skeleton height={80} />
            <Skeleton height={240} />
          </Stack>
        )}
      </>
    );
  }

  // The action answers nothing; the hook refreshes every query before the promise resolves,
  // so the figures and results on screen are the new ones when it says "done".
  const runList = async () => {
    setRunState({ kind: 'running' });
    try {
      await run.mutateAsync({ params: { list_id: list.id } });
      setRunState({ kind: 'done' });
    } catch (error) {
      setRunState({ kind: 'failed', error });
    }
  };

  const { name } = list.attributes;
  return (
    <>
      <PageHeader
        title={name}
        breadcrumbs={listCrumbs}
        description={untypedText(list.attributes.description)}
        actions={
          <Button
            leftSection={<IconPlayerPlay size={16} aria-hidden="true" />}
            loading={run.isPending}
            onClick={() => void runList()}
          >
            Run list
          </Button>
        }
      />
      <PeopleTabs />
      <ListRunResult state={runState} list={list} />
      {query.isError && (
        <Stack mb="md">
          <QueryError
            error={query.error}
            what="the latest version of this list"
            onRetry={() => void query.refetch()}
          />
        </Stack>
      )}
      <Stack gap="xl">
        <ListFacts list={list} />
        <ListRules listId={list.id} subset={list.attributes.subset} />
        <ListPeople listId={list.id} listName={name} />
        <ListShares listId={list.id} />
      </Stack>
    </>
  );
}
