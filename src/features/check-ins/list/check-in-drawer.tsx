import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

import type { RecordOf } from '../../../api/client-types';
import { useOrganizationTimeZone } from '../../../lib/organization-time-zone';
import { DateTimeText } from '../../../ui/date-time-text';
import { Dimmed } from '../../../ui/resource-view/attribute-column';
import { FactList, type Facts } from '../../../ui/resource-view/fact-list';
import { ResourceDrawer } from '../../../ui/resource-view/resource-drawer';
import { CheckInGroupFacts, CheckInOptions } from './check-in-group-facts';
import { CheckInMedicalNotes } from './check-in-medical-notes';
import { checkInName, KindBadge, MissingPersonBadge, personName } from './check-in-person';
import { checkInsPath } from './check-ins-query';

const detailIncludes = [
  'person',
  'event',
  'location',
  'event_period',
  'checked_in_at',
  'checked_in_by',
  'checked_out_by',
  'options',
] as const;

type CheckInDetail = RecordOf<typeof checkInsPath, (typeof detailIncludes)[number]>;

function Section({
  title,
  facts,
  children,
}: {
  title: string;
  facts?: Facts;
  children?: ReactNode;
}) {
  return (
    <Stack gap={6} component="section">
      <Title order={3} size="h5">
        {title}
      </Title>
      {facts ? <FactList facts={facts} /> : children}
    </Stack>
  );
}

const notRecorded = <Dimmed>Not recorded</Dimmed>;
const noneGiven = <Dimmed>None given</Dimmed>;
const time = (value: string | null | undefined, empty?: string) => (
  <DateTimeText size="sm" value={value} empty={empty} />
);

/** Everything about one check-in, for its drawer. */
function CheckInDetails({
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

      <Section
        title="Check-in"
        facts={{
          Number: a.number,
          'Security code': (
            <Text span size="sm" ff="monospace">
              {a.security_code || '—'}
            </Text>
          ),
          Event: r.event?.attributes.name ?? notRecorded,
          Session: time(r.event_period?.attributes.starts_at, 'Not recorded'),
          Location: r.location?.attributes.name ?? notRecorded,
        }}
      />

      <Section
        title={timeZone ? `Times (${timeZone})` : 'Times'}
        facts={{
          'Checked in': time(a.created_at),
          'Checked out': time(a.checked_out_at, 'Still checked in'),
          'Last updated': time(a.updated_at),
        }}
      />

      <Section
        title="Who and where"
        facts={{
          'Checked in by': personName(r.checked_in_by),
          Station: r.checked_in_at?.attributes.name ?? notRecorded,
          'Checked out by':
            a.checked_out_at === null && r.checked_out_by === null ? (
              <Dimmed>Not checked out yet</Dimmed>
            ) : (
              personName(r.checked_out_by)
            ),
        }}
      />

      <Section
        title="Emergency contact"
        facts={{
          Name: a.emergency_contact_name || noneGiven,
          Phone: a.emergency_contact_phone_number ? (
            <Anchor
              size="sm"
              href={`tel:${a.emergency_contact_phone_number.replace(/[^\d+]/g, '')}`}
            >
              {a.emergency_contact_phone_number}
            </Anchor>
          ) : (
            noneGiven
          ),
        }}
      />

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

/** One check-in's details beside the list, opened by `?check_in=ID`. */
export function CheckInDrawer({ missingPerson }: { missingPerson: string }) {
  return (
    <ResourceDrawer<typeof checkInsPath, (typeof detailIncludes)[number]>
      path={checkInsPath}
      include={detailIncludes}
      param="check_in"
      noun="check-in"
      title={(_, checkIn) => (checkIn ? `Check-in of ${checkInName(checkIn)}` : 'Check-in')}
      notFound="It may have been deleted. The list may still show it until it reloads."
      sections={(checkIn: CheckInDetail) => [
        { content: <CheckInDetails checkIn={checkIn} missingPerson={missingPerson} /> },
      ]}
    />
  );
}
