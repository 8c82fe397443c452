import { Anchor, DataList, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

import type { RecordOf } from '../../../api/client-types';
import { useOrganizationTimeZone } from '../../../lib/organization-time-zone';
import { DateTimeText } from '../../../ui/date-time-text';
import { CheckInGroupFacts, CheckInOptions } from './check-in-group-facts';
import { CheckInMedicalNotes } from './check-in-medical-notes';
import { KindBadge, MissingPersonBadge, personName } from './check-in-person';
import type { checkInsPath } from './check-ins-query';

export const detailIncludes = [
  'person',
  'event',
  'location',
  'event_period',
  'checked_in_at',
  'checked_in_by',
  'checked_out_by',
  'options',
] as const;

export type CheckInDetail = RecordOf<typeof checkInsPath, (typeof detailIncludes)[number]>;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={6} component="section">
      <Title order={3} size="h5">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

function Facts({ children }: { children: ReactNode }) {
  return (
    <DataList size="sm" labelWidth="11rem" gap={6}>
      {children}
    </DataList>
  );
}

function Missing({ children }: { children: ReactNode }) {
  return (
    <Text span size="sm" c="dimmed">
      {children}
    </Text>
  );
}

/** Everything about one check-in, for its drawer. */
export function CheckInDetails({
  checkIn,
  missingPerson,
}: {
  checkIn: CheckInDetail;
  /** How a check-in without a person record reads (depends on the list's filters). */
  missingPerson: string;
}) {
  const { timeZone } = useOrganizationTimeZone();
  const a = checkIn.attributes;
  const r = checkIn.related;

  return (
    <Stack gap="lg">
      <Group gap="xs">
        <KindBadge kind={a.kind} />
        {r.person === null && <MissingPersonBadge label={missingPerson} />}
      </Group>
      {r.person === null && (
        <Text size="sm" c="dimmed">
          There is no person record for this check-in: it was made for a one-time guest, or the
          person was deleted. The name is the one given at check-in.
        </Text>
      )}

      <Section title="Check-in">
        <Facts>
          <Fact label="Number">{a.number}</Fact>
          <Fact label="Security code">
            <Text span size="sm" ff="monospace">
              {a.security_code || '—'}
            </Text>
          </Fact>
          <Fact label="Event">{r.event?.attributes.name ?? <Missing>Not recorded</Missing>}</Fact>
          <Fact label="Session">
            <DateTimeText
              size="sm"
              value={r.event_period?.attributes.starts_at}
              empty="Not recorded"
            />
          </Fact>
          <Fact label="Location">
            {r.location?.attributes.name ?? <Missing>Not recorded</Missing>}
          </Fact>
        </Facts>
      </Section>

      <Section title={timeZone ? `Times (${timeZone})` : 'Times'}>
        <Facts>
          <Fact label="Checked in">
            <DateTimeText size="sm" value={a.created_at} />
          </Fact>
          <Fact label="Checked out">
            <DateTimeText size="sm" value={a.checked_out_at} empty="Still checked in" />
          </Fact>
          <Fact label="Last updated">
            <DateTimeText size="sm" value={a.updated_at} />
          </Fact>
        </Facts>
      </Section>

      <Section title="Who and where">
        <Facts>
          <Fact label="Checked in by">{personName(r.checked_in_by)}</Fact>
          <Fact label="Station">
            {r.checked_in_at?.attributes.name ?? <Missing>Not recorded</Missing>}
          </Fact>
          <Fact label="Checked out by">
            {a.checked_out_at === null && r.checked_out_by === null ? (
              <Missing>Not checked out yet</Missing>
            ) : (
              personName(r.checked_out_by)
            )}
          </Fact>
        </Facts>
      </Section>

      <Section title="Emergency contact">
        <Facts>
          <Fact label="Name">{a.emergency_contact_name || <Missing>None given</Missing>}</Fact>
          <Fact label="Phone">
            {a.emergency_contact_phone_number ? (
              <Anchor
                size="sm"
                href={`tel:${a.emergency_contact_phone_number.replace(/[^\d+]/g, '')}`}
              >
                {a.emergency_contact_phone_number}
              </Anchor>
            ) : (
              <Missing>None given</Missing>
            )}
          </Fact>
        </Facts>
      </Section>

      <Section title="Medical notes">
        <CheckInMedicalNotes key={checkIn.id} notes={a.medical_notes} />
      </Section>

      <Section title="Labels (check-in group)">
        <CheckInGroupFacts checkInId={checkIn.id} />
      </Section>

      <Section title="Options">
        <CheckInOptions checkInId={checkIn.id} />
      </Section>

      <Text size="xs" c="dimmed">
        Check-in ID {checkIn.id}
        {r.person ? ` · Person ID ${r.person.id}` : ''}
      </Text>
    </Stack>
  );
}
