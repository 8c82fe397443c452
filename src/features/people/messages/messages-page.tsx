import { Group, SegmentedControl, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useMemo } from 'react';

import { useSearchParamsUpdate, type ListUrlState } from '../../../lib/browser/list-url-state';
import { useHistoryMove } from '../../../lib/browser/use-history-move';
import { trimmedSearch, useUrlDraft } from '../../../lib/browser/use-url-draft';
import { useT } from '../../../ui/i18n/language-context';
import { PageHeader } from '../../../ui/page-header';
import { ResourceList } from '../../../ui/resource-view/resource-list';
import { useRecordDrawerParam } from '../../../ui/resource-view/record-drawer-param';
import { PeopleTabs } from '../shared/people-tabs';
import { MessageDrawer } from './message-drawer';
import { MESSAGES, recipientName } from './message-status';
import { MESSAGE_GROUPS, messageColumns, messageGroupColumns } from './messages-columns';

const messageDefaults = { order: '-created_at', include: ['to', 'message_group'] } as const;
const groupDefaults = { order: '-created_at', include: ['app', 'from'] } as const;
const groupsPrefix = 'groups.';

type MessagesListState = ListUrlState<typeof MESSAGES, 'to' | 'message_group'>;
type GroupsListState = ListUrlState<typeof MESSAGE_GROUPS, 'app' | 'from'>;

/** How long typing in the recipient filter must pause before the URL takes it. */
export const SENT_TO_PAUSE_MS = 400;

/** The recipient filter: an exact address, sent to the URL after a short pause. */
function SentToFilter({ list }: { list: MessagesListState }) {
  const t = useT();
  const address = list.query.where.to_addresses;
  const [text, setText] = useUrlDraft(typeof address === 'string' ? address : '', trimmedSearch);
  const send = useDebouncedCallback(
    (value: string) => list.setWhere('to_addresses', value.trim() || undefined),
    SENT_TO_PAUSE_MS,
  );
  // Back or Forward wins over an address typed just before it.
  useHistoryMove(send.cancel);
  return (
    <Group mb="md" align="flex-end">
      <TextInput
        label={t('people.messages.sentTo')}
        description={t('people.messages.sentToDescription')}
        placeholder={t('people.messages.sentToPlaceholder')}
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

/** Which groups: the value is system_message's, or `all` for no filter. */
function SystemFilter({ list }: { list: GroupsListState }) {
  const t = useT();
  const system = list.query.where.system_message;
  return (
    <Group mb="md">
      <SegmentedControl
        aria-label={t('people.messages.whichGroups')}
        value={system === 'true' || system === 'false' ? system : 'all'}
        data={[
          { value: 'all', label: t('people.messages.groups.all') },
          { value: 'false', label: t('people.messages.groups.staff') },
          { value: 'true', label: t('people.messages.groups.system') },
        ]}
        onChange={(value) => list.setWhere('system_message', value === 'all' ? undefined : value)}
      />
    </Group>
  );
}

/** Messages sent to people (e-mail and text) and the groups they were sent in; read-only. */
export function MessagesPage() {
  const t = useT();
  const columns = useMemo(() => messageColumns(t), [t]);
  const groupColumns = useMemo(() => messageGroupColumns(t), [t]);
  const [params, updateParams] = useSearchParamsUpdate();
  const view = params.get('view') === 'groups' ? 'groups' : 'messages';
  const drawer = useRecordDrawerParam('message');

  return (
    <>
      <PageHeader
        title={t('people.messages.title')}
        description={t('people.messages.description')}
      />
      <PeopleTabs />
      <SegmentedControl
        mb="md"
        aria-label={t('people.messages.show')}
        value={view}
        data={[
          { value: 'messages', label: t('people.messages.title') },
          { value: 'groups', label: t('people.messages.groups.title') },
        ]}
        onChange={(value) =>
          updateParams((next) =>
            value === 'groups' ? next.set('view', 'groups') : next.delete('view'),
          )
        }
      />
      {view === 'messages' ? (
        <ResourceList<typeof MESSAGES, 'to' | 'message_group'>
          key="messages"
          path={MESSAGES}
          noun={t('people.messages.noun')}
          columns={columns}
          defaults={messageDefaults}
          toolbar={(list) => <SentToFilter list={list} />}
          onRowOpen={(message) => drawer.open(message.id)}
          rowLabel={(message) =>
            t('people.messages.openRow', {
              to: recipientName(message, t),
              subject: message.attributes.subject,
            })
          }
        />
      ) : (
        <ResourceList<typeof MESSAGE_GROUPS, 'app' | 'from'>
          key="groups"
          path={MESSAGE_GROUPS}
          noun={t('people.messages.groups.noun')}
          columns={groupColumns}
          defaults={groupDefaults}
          urlPrefix={groupsPrefix}
          toolbar={(list) => <SystemFilter list={list} />}
        />
      )}
      <MessageDrawer />
    </>
  );
}
