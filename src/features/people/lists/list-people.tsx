import { Group, Stack, Text, Title } from '@mantine/core';

import { useLocalPaging } from '../../../lib/list-paging';
import { RelatedList } from '../../../ui/resource-view/related-list';
import { listPeopleColumns, selectPerson } from './list-people-table';

/** Everyone the list found at its last run (the list's people), a page at a time. */
export function ListPeople({ listId, listName }: { listId: string; listName: string }) {
  const caption = `People on ${listName}`;
  return (
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
        id={listId}
        association="people"
        paging={useLocalPaging(25)}
        noun="people"
        caption={caption}
        columns={listPeopleColumns}
        selectRow={selectPerson}
        selectionScope={caption}
        skeletonRows={3}
        empty="The list found no one."
      />
    </Stack>
  );
}
