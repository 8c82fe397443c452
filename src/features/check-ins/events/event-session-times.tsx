import { Anchor, Group, Loader, Table, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';

import { DateTimeText } from '../../../ui/date-time-text';
import { useT } from '../../../ui/i18n/language-context';
import { Message } from '../../../ui/i18n/message';
import { QueryError } from '../../../ui/query-error';
import { headcountsPath } from '../shared/event-paths';
import { useNumberFormat } from '../shared/use-number-format';
import { useSessionTimes, type SessionRecord } from './event-sessions-queries';

/** total_count is not typed by the spec: a number is shown as one, anything else as text. */
function totalText(count: Intl.NumberFormat, value: unknown): string {
  if (typeof value === 'number') return count.format(value);
  if (value === null || value === undefined || value === '') return '—';
  return String(value);
}

/** The event times of one session, with their counts and a way to their headcounts. */
export function EventSessionTimes({
  eventId,
  session,
}: {
  eventId: string;
  session: SessionRecord;
}) {
  const t = useT();
  const count = useNumberFormat();
  const query = useSessionTimes(session);

  if (query.isPending) {
    return (
      <Group gap="xs" py="xs" role="status">
        <Loader size="xs" />
        <Text size="sm">{t('check-ins.events.times.finding')}</Text>
      </Group>
    );
  }
  if (query.isError) {
    return (
      <QueryError
        error={query.error}
        what={t('check-ins.events.times.what')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (query.data.length === 0) {
    return (
      <Text size="sm" c="dimmed" py="xs">
        {t('check-ins.events.times.none')}
      </Text>
    );
  }
  return (
    <Table verticalSpacing={4} withRowBorders={false} fz="sm">
      <Table.Caption>
        <VisuallyHidden>{t('check-ins.events.times.caption')}</VisuallyHidden>
      </Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('check-ins.events.times.eventTime')}</Table.Th>
          <Table.Th ta="right">{t('check-ins.shared.regulars')}</Table.Th>
          <Table.Th ta="right">{t('check-ins.shared.guests')}</Table.Th>
          <Table.Th ta="right">{t('check-ins.shared.volunteers')}</Table.Th>
          <Table.Th ta="right">{t('check-ins.events.times.totalWithHeadcounts')}</Table.Th>
          <Table.Th>
            <VisuallyHidden>{t('check-ins.events.times.headcounts')}</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {query.data.map((time) => {
          const a = time.attributes;
          return (
            <Table.Tr key={time.id}>
              <Table.Td>
                <DateTimeText value={a.starts_at} format="weekday-datetime" size="sm" />
              </Table.Td>
              <Table.Td ta="right">{count.format(a.regular_count)}</Table.Td>
              <Table.Td ta="right">{count.format(a.guest_count)}</Table.Td>
              <Table.Td ta="right">{count.format(a.volunteer_count)}</Table.Td>
              <Table.Td ta="right" fw={600}>
                {totalText(count, a.total_count)}
              </Table.Td>
              <Table.Td>
                <Anchor component={Link} to={headcountsPath(eventId, time.id)} size="sm">
                  <Message
                    id="check-ins.events.times.headcountsOf"
                    components={{
                      0: <VisuallyHidden />,
                      1: <DateTimeText value={a.starts_at} format="datetime" />,
                    }}
                  />
                </Anchor>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
