import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useState } from 'react';
import { useParams } from 'react-router';

import { useApiAction } from '../../../lib/browser/api-query/api-queries';
import { useLocalPaging } from '../../../lib/browser/list-paging';
import { PageHeader } from '../../../ui/page-header';
import { RecordPage } from '../../../ui/resource-view/record-page';
import { RelatedList } from '../../../ui/resource-view/related-list';
import { PeopleTabs } from '../shared/people-tabs';
import { PEOPLE_PATH } from '../shared/person-paths';
import { ListFacts } from './list-facts';
import { untypedText } from '../shared/untyped-text';
import { listsPath } from './list-paths';
import { listPeopleColumns, selectPerson } from './list-people-table';
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
  const run = useApiAction('/people/v2/lists/{list_id}/run');
  const [runState, setRunState] = useState<RunState>({ kind: 'idle' });
  const peoplePaging = useLocalPaging(25);

  // The action answers nothing; the hook refreshes every query before the promise resolves,
  // so the figures and results on screen are the new ones when it says "done".
  const runList = async (id: string) => {
    setRunState({ kind: 'running' });
    try {
      await run.mutateAsync({ params: { list_id: id } });
      setRunState({ kind: 'done' });
    } catch (error) {
      setRunState({ kind: 'failed', error });
    }
  };

  return (
    <RecordPage
      path="/people/v2/lists"
      id={listId}
      include={['owner', 'created_by', 'updated_by']}
      noun="list"
      skeleton={[80, 240]}
      header={(list) => (
        <>
          <PageHeader
            title={list?.attributes.name ?? 'List'}
            breadcrumbs={listCrumbs}
            {...(list && {
              description: untypedText(list.attributes.description),
              actions: (
                <Button
                  leftSection={<IconPlayerPlay size={16} aria-hidden="true" />}
                  loading={run.isPending}
                  onClick={() => void runList(list.id)}
                >
                  Run list
                </Button>
              ),
            })}
          />
          <PeopleTabs />
          {list && <ListRunResult state={runState} list={list} />}
        </>
      )}
    >
      {(list) => (
        <Stack gap="xl">
          <ListFacts list={list} />
          <ListRules listId={list.id} subset={list.attributes.subset} />
          <Stack gap="sm">
            <Group gap="xs" align="baseline">
              <Title order={2} size="h4">
                People on the list
              </Title>
              <Text size="sm" c="dimmed">
                as of the last run
              </Text>
            </Group>
            <RelatedList
              path="/people/v2/lists"
              id={list.id}
              association="people"
              paging={peoplePaging}
              noun="people"
              caption={`People on ${list.attributes.name}`}
              columns={listPeopleColumns}
              selectRow={selectPerson}
              selectionScope={`People on ${list.attributes.name}`}
              skeletonRows={3}
              empty="The list found no one."
            />
          </Stack>
          <ListShares listId={list.id} />
        </Stack>
      )}
    </RecordPage>
  );
}
