import { Group, SegmentedControl, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useSearchParams } from 'react-router';

import type { ListUrlState } from '../../../lib/list-url-state';
import { useHistoryMove } from '../../../lib/use-history-move';
import { trimmedSearch, useUrlDraft } from '../../../lib/use-url-draft';
import { PageHeader } from '../../../ui/page-header';
import { ResourceList } from '../../../ui/resource-view/resource-list';
import { useRecordDrawerParam } from '../../../ui/resource-view/record-drawer-param';
import { PeopleTabs } from '../shared/people-tabs';
import { MessageDrawer } from './message-drawer';
import { MESSAGES, recipientName } from './message-status';
import { MESSAGE_GROUPS, messageColumns, messageGroupColumns } from './messages-columns';

type View = 'messages' | 'groups';
const messageDefaults = { order: '-created_at', include: ['to', 'message_group'] } as const;
const groupDefaults = { order: '-created_at', include: ['app', 'from'] } as const;
const groupsPrefix = 'groups.';

type MessagesListState = ListUrlState<typeof MESSAGES, 'to' | 'message_group'>;
type GroupsListState = ListUrlState<typeof MESSAGE_GROUPS, 'app' | 'from'>;

/** The recipient filter: an exact address, sent to the URL after a short pause. */
function SentToFilter({ list }: { list: MessagesListState }) {
  const address = list.query.where.to_addresses;
  const [text, setText] = useUrlDraft(typeof address === 'string' ? address : '', trimmedSearch);
  const send = useDebouncedCallback(
    (value: string) => list.setWhere('to_addresses', value.trim() || undefined),
    400,
  );
  // Back or Forward wins over an address typed just before it.
  useHistoryMove(send.cancel);
  return (
    <Group mb="md" align="flex-end">
      <TextInput
        label="Sent to"
        description="An exact e-mail address or phone number"
        placeholder="name@example.org"
        value={text}
        onChange={(event) => {
          const value = event.currentTarget.value;
          setText(value);
          send(value);
        }}
        w={320}
      />
    </Group>
  );
}

type SystemChoice = 'all' | 'staff' | 'system';

function SystemFilter({ list }: { list: GroupsListState }) {
  const system = list.query.where.system_message;
  const choice: SystemChoice = system === 'true' ? 'system' : system === 'false' ? 'staff' : 'all';
  return (
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
  );
}

function MessagesList({ onOpen }: { onOpen: (id: string) => void }) {
  return (
    <ResourceList<typeof MESSAGES, 'to' | 'message_group'>
      path={MESSAGES}
      noun="messages"
      columns={messageColumns}
      defaults={messageDefaults}
      toolbar={(list) => <SentToFilter list={list} />}
      onRowOpen={(message) => onOpen(message.id)}
      rowLabel={(message) =>
        `Open message to ${recipientName(message)}: ${message.attributes.subject}`
      }
    />
  );
}

function MessageGroupsList() {
  return (
    <ResourceList<typeof MESSAGE_GROUPS, 'app' | 'from'>
      path={MESSAGE_GROUPS}
      noun="message groups"
      columns={messageGroupColumns}
      defaults={groupDefaults}
      urlPrefix={groupsPrefix}
      toolbar={(list) => <SystemFilter list={list} />}
    />
  );
}

/** Messages sent to people (e-mail and text) and the groups they were sent in; read-only. */
export function MessagesPage() {
  const [params, setParams] = useSearchParams();
  const view: View = params.get('view') === 'groups' ? 'groups' : 'messages';
  const drawer = useRecordDrawerParam('message');

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
      <MessageDrawer />
    </>
  );
}
