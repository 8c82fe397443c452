import { Box, Button, Group, Skeleton, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { Fragment, useState } from 'react';
import { Link, useSearchParams } from 'react-router';

import { DateTimeText } from '../../../ui/date-time-text';
import { PaginationBar } from '../../../ui/pagination-bar';
import { QueryError } from '../../../ui/query-error';
import { eventCheckInsPath } from '../shared/event-paths';
import { EventSessionTimes } from './event-session-times';
import { useSessionsPage, type SessionRecord } from './event-sessions-queries';

const DEFAULT_PER_PAGE = 10;
const COLUMN_COUNT = 7;

function useSessionsPaging() {
  const [params, setParams] = useSearchParams();
  const number = (name: string, fallback: number, max = Number.MAX_SAFE_INTEGER) => {
    const text = params.get(name);
    const value = text !== null && /^\d+$/.test(text) ? Number(text) : fallback;
    return Math.min(value, max);
  };
  const skip = number('sessions_offset', 0);
  const perPage = Math.max(1, number('sessions_per_page', DEFAULT_PER_PAGE, 100));
  const set = (name: string, value: number, fallback: number) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value === fallback) next.delete(name);
      else next.set(name, String(value));
      if (name === 'sessions_per_page') next.delete('sessions_offset');
      return next;
    });
  return {
    skip,
    perPage,
    setSkip: (value: number) => set('sessions_offset', value, 0),
    setPerPage: (value: number) => set('sessions_per_page', value, DEFAULT_PER_PAGE),
  };
}

const count = new Intl.NumberFormat();

function SessionRow({
  eventId,
  session,
  expanded,
  onToggle,
}: {
  eventId: string;
  session: SessionRecord;
  expanded: boolean;
  onToggle: () => void;
}) {
  const a = session.attributes;
  const panelId = `session-${session.id}-times`;
  return (
    <>
      <Table.Tr>
        <Table.Td>
          <DateTimeText value={a.starts_at} format="weekday-datetime" size="sm" />
        </Table.Td>
        <Table.Td>
          <DateTimeText value={a.ends_at} format="weekday-datetime" size="sm" />
        </Table.Td>
        <Table.Td ta="right">{count.format(a.regular_count)}</Table.Td>
        <Table.Td ta="right">{count.format(a.guest_count)}</Table.Td>
        <Table.Td ta="right">{count.format(a.volunteer_count)}</Table.Td>
        <Table.Td ta="right" fw={600}>
          {count.format(a.regular_count + a.guest_count + a.volunteer_count)}
        </Table.Td>
        <Table.Td>
          <Group gap="xs" wrap="nowrap">
            <Button
              size="compact-sm"
              variant="default"
              aria-expanded={expanded}
              aria-controls={expanded ? panelId : undefined}
              onClick={onToggle}
              leftSection={
                expanded ? (
                  <IconChevronDown size={14} aria-hidden="true" />
                ) : (
                  <IconChevronRight size={14} aria-hidden="true" />
                )
              }
            >
              Times
              <VisuallyHidden>
                {' '}
                of the session of <DateTimeText value={a.starts_at} format="date" />
              </VisuallyHidden>
            </Button>
            <Button
              component={Link}
              to={eventCheckInsPath(eventId, session.id)}
              size="compact-sm"
              variant="subtle"
            >
              Check-ins
              <VisuallyHidden>
                {' '}
                of the session of <DateTimeText value={a.starts_at} format="date" />
              </VisuallyHidden>
            </Button>
          </Group>
        </Table.Td>
      </Table.Tr>
      {expanded && (
        <Table.Tr>
          <Table.Td colSpan={COLUMN_COUNT} id={panelId} bg="var(--mantine-color-default-hover)">
            <EventSessionTimes eventId={eventId} session={session} />
          </Table.Td>
        </Table.Tr>
      )}
    </>
  );
}

/** An event's sessions, newest first, each opening onto its event times. */
export function EventSessionsTable({ eventId }: { eventId: string }) {
  const paging = useSessionsPaging();
  const sessions = useSessionsPage(eventId, paging.skip, paging.perPage);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  let body;
  if (sessions.error) {
    body = (
      <Table.Tr>
        <Table.Td colSpan={COLUMN_COUNT}>
          <QueryError error={sessions.error} what="the sessions" onRetry={sessions.refetch} />
        </Table.Td>
      </Table.Tr>
    );
  } else if (sessions.rows === undefined) {
    body = Array.from({ length: 4 }, (_, i) => (
      <Table.Tr key={i} aria-hidden="true">
        {Array.from({ length: COLUMN_COUNT }, (_, j) => (
          <Table.Td key={j}>
            <Skeleton height={14} />
          </Table.Td>
        ))}
      </Table.Tr>
    ));
  } else if (sessions.rows.length === 0) {
    body = (
      <Table.Tr>
        <Table.Td colSpan={COLUMN_COUNT}>
          <Text c="dimmed" ta="center" py="md">
            {sessions.total === 0 ? 'This event has no sessions yet.' : 'No sessions on this page.'}
          </Text>
        </Table.Td>
      </Table.Tr>
    );
  } else {
    body = sessions.rows.map((session) => (
      <Fragment key={session.id}>
        <SessionRow
          eventId={eventId}
          session={session}
          expanded={expanded.has(session.id)}
          onToggle={() => toggle(session.id)}
        />
      </Fragment>
    ));
  }

  return (
    <Box component="section" aria-labelledby="sessions-heading">
      <Title order={2} size="h3" id="sessions-heading" mb="xs">
        Sessions
      </Title>
      <Text c="dimmed" size="sm" mb="sm">
        Newest first. Check-in counts by kind; open a session for its event times and headcounts, or
        see who checked in.
      </Text>
      <Box aria-busy={sessions.isRefreshing}>
        <Table.ScrollContainer minWidth={720}>
          <Table striped verticalSpacing="xs">
            <Table.Caption>
              <VisuallyHidden>Sessions of this event, newest first</VisuallyHidden>
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Starts</Table.Th>
                <Table.Th>Ends</Table.Th>
                <Table.Th ta="right">Regulars</Table.Th>
                <Table.Th ta="right">Guests</Table.Th>
                <Table.Th ta="right">Volunteers</Table.Th>
                <Table.Th ta="right">Total</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Event times and check-ins</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>{body}</Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Box>
      <PaginationBar
        noun="sessions"
        offset={paging.skip}
        perPage={paging.perPage}
        totalCount={sessions.total}
        onOffsetChange={paging.setSkip}
        onPerPageChange={paging.setPerPage}
      />
    </Box>
  );
}
