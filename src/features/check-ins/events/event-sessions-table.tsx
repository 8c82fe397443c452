import { Box, Button, Group, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';

import { useUrlPaging } from '../../../lib/browser/list-paging';
import type { ColumnDef } from '../../../ui/data-table';
import { DateTimeText } from '../../../ui/date-time-text';
import { PagedTable } from '../../../ui/resource-view/paged-table';
import { eventCheckInsPath } from '../shared/event-paths';
import { EventSessionTimes } from './event-session-times';
import { useSessionsPage, type SessionRecord } from './event-sessions-queries';

type Column = ColumnDef<SessionRecord>;

const count = new Intl.NumberFormat();

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
      of the session of <DateTimeText value={session.attributes.starts_at} format="date" />
    </VisuallyHidden>
  );
}

function columns(
  eventId: string,
  expanded: ReadonlySet<string>,
  toggle: (id: string) => void,
): Column[] {
  return [
    time('starts_at', 'Starts'),
    time('ends_at', 'Ends'),
    number('regulars', 'Regulars', (a) => a.regular_count),
    number('guests', 'Guests', (a) => a.guest_count),
    number('volunteers', 'Volunteers', (a) => a.volunteer_count),
    {
      ...number('total', 'Total', (a) => a.regular_count + a.guest_count + a.volunteer_count),
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
      header: () => <VisuallyHidden>Event times and check-ins</VisuallyHidden>,
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
              Times
              <OfSession session={session} />
            </Button>
            <Button
              component={Link}
              to={eventCheckInsPath(eventId, session.id)}
              size="compact-sm"
              variant="subtle"
            >
              Check-ins
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
        Sessions
      </Title>
      <Text c="dimmed" size="sm" mb="sm">
        Newest first. Check-in counts by kind; open a session for its event times and headcounts, or
        see who checked in.
      </Text>
      <PagedTable<SessionRecord>
        query={sessions}
        paging={paging}
        noun="sessions"
        caption="Sessions of this event, newest first"
        columns={columns(eventId, expanded, toggle)}
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
            ? 'This event has no sessions yet.'
            : 'No sessions on this page.'
        }
      />
    </Box>
  );
}
