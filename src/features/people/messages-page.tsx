import { Group, SegmentedControl, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useSearchParams } from 'react-router';

import { useApiList } from '../../lib/api-query/api-queries';
import { useListUrlState } from '../../lib/list-url-state';
import { DataTable } from '../../ui/data-table';
import { PageHeader } from '../../ui/page-header';
import { PaginationBar } from '../../ui/pagination-bar';
import { IgnoredUrlParts, QueryError } from '../../ui/query-error';
import { PeopleTabs } from './people-tabs';
import { MessageDrawer } from './message-drawer';
import { useMessageDrawerParam } from './message-drawer-param';
import { MESSAGES, recipientName, type MessageRow } from './message-status';
import {
  MESSAGE_GROUPS,
  messageColumns,
  messageGroupColumns,
  type MessageGroupRow,
} from './messages-columns';

type View = 'messages' | 'groups';
const messageDefaults = { order: '-created_at', include: ['to', 'message_group'] } as const;
const groupDefaults = { order: '-created_at', include: ['app', 'from'] } as const;
const groupsPrefix = 'groups.';

function MessagesList({ onOpen }: { onOpen: (id: string) => void }) {
  const list = useListUrlState<typeof MESSAGES, 'to' | 'message_group'>(MESSAGES, messageDefaults);
  const query = useApiList(MESSAGES, list.options);
  const address = list.query.where.to_addresses;
  const setAddress = useDebouncedCallback(
    (text: string) => list.setWhere('to_addresses', text.trim() || undefined),
    400,
  );
  return (
    <>
      <IgnoredUrlParts problems={list.problems} onClear={list.reset} />
      <Group mb="md" align="flex-end">
        <TextInput
          label="Sent to"
          description="An exact e-mail address or phone number"
          placeholder="name@example.org"
          defaultValue={typeof address === 'string' ? address : ''}
          onChange={(event) => setAddress(event.currentTarget.value)}
          w={320}
        />
      </Group>
      {query.isError ? (
        <QueryError error={query.error} what="the messages" onRetry={() => void query.refetch()} />
      ) : (
        <>
          <DataTable<MessageRow>
            caption="Messages"
            columns={messageColumns}
            rows={query.data?.records}
            rowKey={(message) => message.id}
            order={list.query.order}
            onOrderChange={(order) => list.setOrder(order as typeof list.options.order)}
            onRowOpen={(message) => onOpen(message.id)}
            rowLabel={(message) =>
              `Open message to ${recipientName(message)}: ${message.attributes.subject}`
            }
            loading={query.isPending}
            refreshing={query.isPlaceholderData}
            skeletonRows={Math.min(list.query.perPage, 10)}
            empty={
              <Text c="dimmed" ta="center" py="lg">
                {address ? 'No message was sent to that address.' : 'No messages have been sent.'}
              </Text>
            }
          />
          <PaginationBar
            noun="messages"
            offset={list.query.offset}
            perPage={list.query.perPage}
            totalCount={query.data?.totalCount}
            onOffsetChange={list.setOffset}
            onPerPageChange={list.setPerPage}
          />
        </>
      )}
    </>
  );
}

type SystemChoice = 'all' | 'staff' | 'system';

function MessageGroupsList() {
  const list = useListUrlState<typeof MESSAGE_GROUPS, 'app' | 'from'>(
    MESSAGE_GROUPS,
    groupDefaults,
    groupsPrefix,
  );
  const query = useApiList(MESSAGE_GROUPS, list.options);
  const system = list.query.where.system_message;
  const choice: SystemChoice = system === 'true' ? 'system' : system === 'false' ? 'staff' : 'all';
  return (
    <>
      <IgnoredUrlParts problems={list.problems} onClear={list.reset} />
      <Group mb="md">
        <SegmentedControl
          aria-label="Which message groups"
          value={choice}
          data={[
            { value: 'all', label: 'All' },
            { value: 'staff', label: 'Sent by staff' },
            { value: 'system', label: 'System messages' },
          ]}
          onChange={(value) =>
            list.setWhere(
              'system_message',
              value === 'system' ? 'true' : value === 'staff' ? 'false' : undefined,
            )
          }
        />
      </Group>
      {query.isError ? (
        <QueryError
          error={query.error}
          what="the message groups"
          onRetry={() => void query.refetch()}
        />
      ) : (
        <>
          <DataTable<MessageGroupRow>
            caption="Message groups"
            columns={messageGroupColumns}
            rows={query.data?.records}
            rowKey={(group) => group.id}
            order={list.query.order}
            onOrderChange={(order) => list.setOrder(order as typeof list.options.order)}
            loading={query.isPending}
            refreshing={query.isPlaceholderData}
            skeletonRows={Math.min(list.query.perPage, 10)}
            empty={
              <Text c="dimmed" ta="center" py="lg">
                No message groups match.
              </Text>
            }
          />
          <PaginationBar
            noun="message groups"
            offset={list.query.offset}
            perPage={list.query.perPage}
            totalCount={query.data?.totalCount}
            onOffsetChange={list.setOffset}
            onPerPageChange={list.setPerPage}
          />
        </>
      )}
    </>
  );
}

/** Messages sent to people (e-mail and text) and the groups they were sent in; read-only. */
export function MessagesPage() {
  const [params, setParams] = useSearchParams();
  const view: View = params.get('view') === 'groups' ? 'groups' : 'messages';
  const drawer = useMessageDrawerParam();

  return (
    <>
      <PageHeader
        title="Messages"
        description="E-mails and texts sent to people from every app, with whether they arrived."
      />
      <PeopleTabs />
      <SegmentedControl
        mb="md"
        aria-label="Show"
        value={view}
        data={[
          { value: 'messages', label: 'Messages' },
          { value: 'groups', label: 'Message groups' },
        ]}
        onChange={(value) =>
          setParams((current) => {
            const next = new URLSearchParams(current);
            if (value === 'groups') next.set('view', 'groups');
            else next.delete('view');
            return next;
          })
        }
      />
      {view === 'messages' ? <MessagesList onOpen={drawer.open} /> : <MessageGroupsList />}
      <MessageDrawer value={drawer.value} onClose={drawer.close} />
    </>
  );
}
