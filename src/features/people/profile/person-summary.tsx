import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import { useState } from 'react';

import type { RecordOf } from '../../../api/client-types';
import { BooleanText } from '../../../ui/boolean-text';
import { DateTimeText } from '../../../ui/date-time-text';
import { FactList } from '../../../ui/resource-view/fact-list';
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
        <FactList
          orientation="vertical"
          gap="md"
          aria-label="Details"
          style={{
            flex: 1,
            minWidth: 260,
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))',
          }}
          facts={{
            Status: (
              <>
                <PersonStatusBadge status={a.status} />
                {a.status === 'inactive' && a.inactivated_at && (
                  <Text span size="sm" c="dimmed" ml="xs">
                    since <DateTimeText value={a.inactivated_at} format="date" size="sm" />
                  </Text>
                )}
              </>
            ),
            Membership: orDash(a.membership),
            Birthdate: <CalendarDateText value={a.birthdate} />,
            Gender: orDash(a.gender),
            Child: <BooleanText value={a.child} />,
            ...(a.child && { Grade: orDash(a.grade) }),
            ...(a.nickname && { Nickname: a.nickname }),
            'In records since': <DateTimeText value={a.created_at} format="date" size="sm" />,
            'Last updated': <DateTimeText value={a.updated_at} size="sm" />,
          }}
        />
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
