import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router';

import { useApiAction } from '../../../lib/browser/api-query/api-mutations';
import { useLocalPaging } from '../../../lib/browser/list-paging';
import { useLocale, useT } from '../../../ui/i18n/language-context';
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

/** One list: its figures, rules, conditions and results, who it is shared with; run it again. */
export function ListPage() {
  const t = useT();
  const locale = useLocale();
  const listCrumbs = [
    { label: t('people.directory.title'), to: PEOPLE_PATH },
    { label: t('people.lists.title'), to: listsPath },
  ];
  const peopleColumns = useMemo(() => listPeopleColumns(t), [t]);
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
      noun={t('people.lists.nounOne')}
      skeleton={[80, 240]}
      header={(list) => (
        <>
          <PageHeader
            title={list?.attributes.name ?? t('people.lists.titleOne')}
            breadcrumbs={listCrumbs}
            {...(list && {
              description: untypedText(list.attributes.description, locale),
              actions: (
                <Button
                  leftSection={<IconPlayerPlay size={16} aria-hidden="true" />}
                  loading={run.isPending}
                  onClick={() => void runList(list.id)}
                >
                  {t('people.lists.run')}
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
                {t('people.lists.peopleOnList')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('people.lists.asOfLastRun')}
              </Text>
            </Group>
            <RelatedList
              path="/people/v2/lists"
              id={list.id}
              association="people"
              paging={peoplePaging}
              noun={t('people.directory.noun')}
              caption={t('people.lists.peopleOn', { name: list.attributes.name })}
              columns={peopleColumns}
              selectRow={selectPerson}
              selectionScope={t('people.lists.peopleOn', { name: list.attributes.name })}
              skeletonRows={3}
              empty={t('people.lists.foundNoOne')}
            />
          </Stack>
          <ListShares listId={list.id} />
        </Stack>
      )}
    </RecordPage>
  );
}
