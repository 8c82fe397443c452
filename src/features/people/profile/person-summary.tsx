import { Button, DataList, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import { useState } from 'react';

import type { RecordOf } from '../../../api/client-types';
import { BooleanText } from '../../../ui/boolean-text';
import { DateTimeText } from '../../../ui/date-time-text';
import { AvatarUpload } from './avatar-upload';
import { PersonAvatar } from '../shared/person-avatar';
import { CalendarDateText } from '../shared/person-calendar-date';
import { NoticeAlert, successNotice, type Notice } from '../../../ui/notice';
import { PersonStatusBadge } from '../shared/person-status-badge';

export type PersonDetails = RecordOf<'/people/v2/people'>;

function orDash(value: string | number | null | undefined) {
  return value === null || value === undefined || value === '' ? '—' : String(value);
}

/** The person's photo and the facts about them, with the photo upload. */
export function PersonSummary({ person }: { person: PersonDetails }) {
  const [uploading, setUploading] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const a = person.attributes;
  return (
    <Paper withBorder p="md" mb="lg">
      <NoticeAlert notice={notice} onClose={() => setNotice(null)} />
      <Group align="flex-start" gap="xl" wrap="wrap">
        <Stack align="center" gap="xs">
          <PersonAvatar person={a} size={80} />
          {!uploading && (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconCamera size={14} aria-hidden="true" />}
              onClick={() => {
                setNotice(null);
                setUploading(true);
              }}
            >
              Change photo
            </Button>
          )}
        </Stack>
        <DataList
          orientation="vertical"
          gap="md"
          aria-label="Details"
          style={{
            flex: 1,
            minWidth: 260,
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))',
          }}
        >
          <DataList.Item>
            <DataList.ItemLabel>Status</DataList.ItemLabel>
            <DataList.ItemValue>
              <PersonStatusBadge status={a.status} />
              {a.status === 'inactive' && a.inactivated_at && (
                <Text span size="sm" c="dimmed" ml="xs">
                  since <DateTimeText value={a.inactivated_at} format="date" size="sm" />
                </Text>
              )}
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Membership</DataList.ItemLabel>
            <DataList.ItemValue>{orDash(a.membership)}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Birthdate</DataList.ItemLabel>
            <DataList.ItemValue>
              <CalendarDateText value={a.birthdate} />
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Gender</DataList.ItemLabel>
            <DataList.ItemValue>{orDash(a.gender)}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Child</DataList.ItemLabel>
            <DataList.ItemValue>
              <BooleanText value={a.child} />
            </DataList.ItemValue>
          </DataList.Item>
          {a.child && (
            <DataList.Item>
              <DataList.ItemLabel>Grade</DataList.ItemLabel>
              <DataList.ItemValue>{orDash(a.grade)}</DataList.ItemValue>
            </DataList.Item>
          )}
          {a.nickname && (
            <DataList.Item>
              <DataList.ItemLabel>Nickname</DataList.ItemLabel>
              <DataList.ItemValue>{a.nickname}</DataList.ItemValue>
            </DataList.Item>
          )}
          <DataList.Item>
            <DataList.ItemLabel>In records since</DataList.ItemLabel>
            <DataList.ItemValue>
              <DateTimeText value={a.created_at} format="date" size="sm" />
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Last updated</DataList.ItemLabel>
            <DataList.ItemValue>
              <DateTimeText value={a.updated_at} size="sm" />
            </DataList.ItemValue>
          </DataList.Item>
        </DataList>
      </Group>
      {uploading && (
        <Stack mt="md">
          <AvatarUpload
            personId={person.id}
            onSaved={(message) => {
              setUploading(false);
              setNotice(successNotice(message));
            }}
            onCancel={() => setUploading(false)}
          />
        </Stack>
      )}
    </Paper>
  );
}
