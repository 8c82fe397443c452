import { Box, Button, Group, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';

import { useUrlPaging } from '../../../lib/browser/list-paging';
import type { Translate } from '../../../lib/pure/i18n/translator';
import type { ColumnDef } from '../../../ui/data-table';
import { DateTimeText } from '../../../ui/date-time-text';
import { useT } from '../../../ui/i18n/language-context';
import { Message } from '../../../ui/i18n/message';
import { PagedTable } from '../../../ui/resource-view/paged-table';
import { eventCheckInsPath } from '../shared/event-paths';
import { useNumberFormat } from '../shared/use-number-format';
import { EventSessionTimes } from './event-session-times';
import { useSessionsPage, type SessionRecord } from './event-sessions-queries';

type Column = ColumnDef<SessionRecord>;

function time(id: 'starts_at' | 'ends_at', header: string): Column {
  return {
    id,
    header,
    cell: ({ row }) => (
      // Wide enough for the date on one line and the time on the next, even on a phone.
      <DateTimeText
        value={row.original.attributes[id]}
        format="weekday-datetime"
        size="sm"
        display="block"
        miw="8.5rem"
      />
    ),
  };
}

function number(
  count: Intl.NumberFormat,
  id: string,
  header: string,
  value: (session: SessionRecord['attributes']) => number,
): Column {
  return {
    id,
    header,
    meta: { numeric: true },
    cell: ({ row }) => count.format(value(row.original.attributes)),
  };
}

/** "of the session of <date>", for the row's buttons' accessible names. */
function OfSession({ session }: { session: SessionRecord }) {
  return (
    <VisuallyHidden>
      {' '}
      <Message
        id="check-ins.events.sessions.ofSession"
        components={{
          0: <DateTimeText value={session.attributes.starts_at} format="date" />,
        }}
      />
    </VisuallyHidden>
  );
}

function columns(
  t: Translate,
  count: Intl.NumberFormat,
  eventId: string,
  expanded: ReadonlySet<string>,
  toggle: (id: string) => void,
): Column[] {
  return [
    time('starts_at', t('check-ins.events.sessions.starts')),
    time('ends_at', t('check-ins.events.sessions.ends')),
    number(count, 'regulars', t('check-ins.shared.regulars'), (a) => a.regular_count),
    number(count, 'guests', t('check-ins.shared.guests'), (a) => a.guest_count),
    number(count, 'volunteers', t('check-ins.shared.volunteers'), (a) => a.volunteer_count),
    {
      ...number(
        count,
        'total',
        t('check-ins.shared.total'),
        (a) => a.regular_count + a.guest_count + a.volunteer_count,
      ),
      cell: ({ row }) => {
        const a = row.original.attributes;
        return (
          <Text span inherit fw={600}>
            {count.format(a.regular_count + a.guest_count + a.volunteer_count)}
          </Text>
        );
      },
    },
    {
      id: 'actions',
      header: () => <VisuallyHidden>{t('check-ins.events.sessions.actions')}</VisuallyHidden>,
      cell: ({ row }) => {
        const session = row.original;
        const open = expanded.has(session.id);
        return (
          <Group gap="xs" wrap="nowrap">
            <Button
              size="compact-sm"
              variant="default"
              aria-expanded={open}
              aria-controls={open ? `session-${session.id}-times` : undefined}
              onClick={() => toggle(session.id)}
              leftSection={
                open ? (
                  <IconChevronDown size={14} aria-hidden="true" />
                ) : (
                  <IconChevronRight size={14} aria-hidden="true" />
                )
              }
            >
              {t('check-ins.events.sessions.times')}
              <OfSession session={session} />
            </Button>
            <Button
              component={Link}
              to={eventCheckInsPath(eventId, session.id)}
              size="compact-sm"
              variant="subtle"
            >
              {t('check-ins.events.sessions.checkIns')}
              <OfSession session={session} />
            </Button>
          </Group>
        );
      },
    },
  ];
}

/** An event's sessions, newest first, each opening onto its event times. */
export function EventSessionsTable({ eventId }: { eventId: string }) {
  const t = useT();
  const count = useNumberFormat();
  const paging = useUrlPaging('sessions_', 10);
  const sessions = useSessionsPage(eventId, paging.offset, paging.perPage);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <Box component="section" aria-labelledby="sessions-heading">
      <Title order={2} size="h3" id="sessions-heading" mb="xs">
        {t('check-ins.events.sessions.heading')}
      </Title>
      <Text c="dimmed" size="sm" mb="sm">
        {t('check-ins.events.sessions.description')}
      </Text>
      <PagedTable<SessionRecord>
        query={sessions}
        paging={paging}
        noun={t('check-ins.events.sessions.noun')}
        caption={t('check-ins.events.sessions.caption')}
        columns={columns(t, count, eventId, expanded, toggle)}
        skeletonRows={4}
        rowDetail={(session) =>
          expanded.has(session.id) ? (
            <div id={`session-${session.id}-times`}>
              <EventSessionTimes eventId={eventId} session={session} />
            </div>
          ) : undefined
        }
        empty={
          sessions.data?.totalCount === 0
            ? t('check-ins.events.sessions.none')
            : t('check-ins.events.sessions.noneOnPage')
        }
      />
    </Box>
  );
}
