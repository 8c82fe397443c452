import { Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';

import { useApiRelated } from '../../../lib/api-query/api-queries';
import { PaginationBar } from '../../../ui/pagination-bar';
import { QueryError } from '../../../ui/query-error';
import { ListPeopleTable } from './list-people-table';

/** Everyone the list found at its last run (the list's people), a page at a time. */
export function ListPeople({ listId, listName }: { listId: string; listName: string }) {
  const [offset, setOffset] = useState(0);
  const [perPage, setPerPage] = useState(25);
  const query = useApiRelated('/people/v2/lists', { id: listId, offset, perPage }, 'people');
  return (
    <Stack gap="sm">
      <Group gap="xs" align="baseline">
        <Title order={2} size="h4">
          People on the list
        </Title>
        {query.data && (
          <Text size="sm" c="dimmed">
            as of the last run
          </Text>
        )}
      </Group>
      {query.isError ? (
        <QueryError error={query.error} what="the people" onRetry={() => void query.refetch()} />
      ) : (
        <>
          <ListPeopleTable
            caption={`People on ${listName}`}
            people={query.data?.records}
            loading={query.isPending}
            refreshing={query.isFetching && !query.isPending}
            emptyText="The list found no one."
          />
          <PaginationBar
            noun="people"
            offset={offset}
            perPage={perPage}
            totalCount={query.data?.totalCount}
            onOffsetChange={setOffset}
            onPerPageChange={(next) => {
              setPerPage(next);
              setOffset(0);
            }}
          />
        </>
      )}
    </Stack>
  );
}
