import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import { useState } from 'react';

import type { RecordOf } from '../../../api/client-types';
import { BooleanText } from '../../../ui/boolean-text';
import { DateTimeText } from '../../../ui/date-time-text';
import { useT } from '../../../ui/i18n/language-context';
import { FactList } from '../../../ui/resource-view/fact-list';
import { AvatarUpload } from './avatar-upload';
import { PersonAvatar } from '../shared/person-avatar';
import { CalendarDateText } from '../shared/person-calendar-date';
import { NoticeAlert, successNotice, type Notice } from '../../../ui/notice';
import { Message } from '../../../ui/i18n/message';
import { PersonStatusBadge } from '../shared/person-status-badge';

export type PersonDetails = RecordOf<'/people/v2/people'>;

function orDash(value: string | number | null | undefined) {
  return value === null || value === undefined || value === '' ? '—' : String(value);
}

/** The person's photo and the facts about them, with the photo upload. */
export function PersonSummary({ person }: { person: PersonDetails }) {
  const t = useT();
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
              {t('people.profile.changePhoto')}
            </Button>
          )}
        </Stack>
        <FactList
          orientation="vertical"
          gap="md"
          aria-label={t('people.profile.facts.label')}
          style={{
            flex: 1,
            minWidth: 260,
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))',
          }}
          facts={{
            [t('people.profile.facts.status')]: (
              <>
                <PersonStatusBadge status={a.status} />
                {a.status === 'inactive' && a.inactivated_at && (
                  <Text span size="sm" c="dimmed" ml="xs">
                    <Message
                      id="people.profile.facts.inactiveSince"
                      components={{
                        0: <DateTimeText value={a.inactivated_at} format="date" size="sm" />,
                      }}
                    />
                  </Text>
                )}
              </>
            ),
            [t('people.profile.facts.membership')]: orDash(a.membership),
            [t('people.profile.facts.birthdate')]: <CalendarDateText value={a.birthdate} />,
            [t('people.profile.facts.gender')]: orDash(a.gender),
            [t('people.profile.facts.child')]: <BooleanText value={a.child} />,
            ...(a.child && { [t('people.profile.facts.grade')]: orDash(a.grade) }),
            ...(a.nickname && { [t('people.profile.facts.nickname')]: a.nickname }),
            [t('people.profile.facts.inRecordsSince')]: (
              <DateTimeText value={a.created_at} format="date" size="sm" />
            ),
            [t('people.profile.facts.lastUpdated')]: (
              <DateTimeText value={a.updated_at} size="sm" />
            ),
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
