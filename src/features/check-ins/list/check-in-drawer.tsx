import { Anchor, Group, Text } from '@mantine/core';

import { checkInsResources } from '../../../api/catalog/check-ins';
import type { Client } from '../../../api/client';
import type { RecordOf } from '../../../api/client-types';
import { useApiClient } from '../../../lib/browser/api-query/api-client-context';
import { useOrganizationTimeZone } from '../../../lib/browser/organization-time-zone';
import { DateTimeText } from '../../../ui/date-time-text';
import { PersonAppLinks, PersonLink } from '../../../ui/person-app-links';
import { Dimmed } from '../../../ui/resource-view/attribute-column';
import { FactList, type Facts } from '../../../ui/resource-view/fact-list';
import {
  ResourceDrawer,
  type ResourceDrawerSection,
} from '../../../ui/resource-view/resource-drawer';
import { CheckInGroupFacts, CheckInOptions } from './check-in-group-facts';
import { CheckInMedicalNotes } from '../shared/check-in-medical-notes';
import { readMedicalNotes } from '../shared/medical-notes-read';
import { KindBadge } from '../shared/kind-badge';
import { checkInName, MissingPersonBadge, personName } from './check-in-person';
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
type CheckInAttribute = keyof CheckInDetail['attributes'];

/** Every attribute of the check-in but its medical notes, read only when revealed (D181). */
const detailFields = {
  CheckIn: (Object.keys(checkInsResources.CheckIn.attributes) as CheckInAttribute[]).filter(
    (name) => name !== 'medical_notes',
  ),
};

/** A section of labelled facts. */
const factSection = (title: string, facts: Facts): ResourceDrawerSection => ({
  title,
  content: <FactList facts={facts} />,
});

const notRecorded = <Dimmed>Not recorded</Dimmed>;
const noneGiven = <Dimmed>None given</Dimmed>;
const time = (value: string | null | undefined, empty?: string) => (
  <DateTimeText size="sm" value={value} empty={empty} />
);

/** A person of the check-in by name, linked to their profile; or that none was recorded. */
function personWithLink(person: CheckInDetail['related']['checked_in_by']) {
  return person ? <PersonLink personId={person.id}>{personName(person)}</PersonLink> : notRecorded;
}

/** Everything about one check-in, for its drawer, section by section. */
function checkInSections(
  checkIn: CheckInDetail,
  /** How a check-in without a person record reads (depends on the list's filters). */
  missingPerson: string,
  timeZone: string | undefined,
  client: Client,
): ResourceDrawerSection[] {
  const a = checkIn.attributes;
  const r = checkIn.related;
  return [
    {
      content: (
        <>
          <Group gap="xs">
            <KindBadge kind={a.kind} />
            {r.person === null && <MissingPersonBadge label={missingPerson} />}
          </Group>
          {r.person !== null && (
            <Group gap="xs" mt="sm" aria-label={`${personName(r.person)} in the apps`} role="group">
              <PersonAppLinks personId={r.person.id} />
            </Group>
          )}
          {r.person === null && (
            <Text size="sm" c="dimmed">
              There is no person record for this check-in: it was made for a one-time guest, or the
              person was deleted. The name is the one given at check-in.
            </Text>
          )}
        </>
      ),
    },
    factSection('Check-in', {
      Number: a.number,
      'Security code': (
        <Text span size="sm" ff="monospace">
          {a.security_code || '—'}
        </Text>
      ),
      Event: r.event?.attributes.name ?? notRecorded,
      Session: time(r.event_period?.attributes.starts_at, 'Not recorded'),
      Location: r.location?.attributes.name ?? notRecorded,
    }),
    factSection(timeZone ? `Times (${timeZone})` : 'Times', {
      'Checked in': time(a.created_at),
      'Checked out': time(a.checked_out_at, 'Still checked in'),
      'Last updated': time(a.updated_at),
    }),
    factSection('Who and where', {
      'Checked in by': personWithLink(r.checked_in_by),
      Station: r.checked_in_at?.attributes.name ?? notRecorded,
      'Checked out by':
        a.checked_out_at === null && r.checked_out_by === null ? (
          <Dimmed>Not checked out yet</Dimmed>
        ) : (
          personWithLink(r.checked_out_by)
        ),
    }),
    factSection('Emergency contact', {
      Name: a.emergency_contact_name || noneGiven,
      Phone: a.emergency_contact_phone_number ? (
        <Anchor size="sm" href={`tel:${a.emergency_contact_phone_number.replace(/[^\d+]/g, '')}`}>
          {a.emergency_contact_phone_number}
        </Anchor>
      ) : (
        noneGiven
      ),
    }),
    {
      title: 'Medical notes',
      content: (
        <CheckInMedicalNotes
          key={checkIn.id}
          checkInId={checkIn.id}
          read={(signal) => readMedicalNotes(client, checkIn.id, signal)}
        />
      ),
    },
    { title: 'Labels (check-in group)', content: <CheckInGroupFacts checkInId={checkIn.id} /> },
    {
      title: 'Options',
      content: (
        <>
          <CheckInOptions checkInId={checkIn.id} />
          <Text size="xs" c="dimmed" mt="md">
            Check-in ID {checkIn.id}
            {r.person ? ` · Person ID ${r.person.id}` : ''}
          </Text>
        </>
      ),
    },
  ];
}

/** One check-in's details beside the list, opened by `?check_in=ID`. */
export function CheckInDrawer({ missingPerson }: { missingPerson: string }) {
  const { timeZone } = useOrganizationTimeZone();
  const client = useApiClient();
  return (
    <ResourceDrawer<typeof checkInsPath, (typeof detailIncludes)[number]>
      path={checkInsPath}
      include={detailIncludes}
      fields={detailFields}
      param="check_in"
      noun="check-in"
      title={(_, checkIn) => (checkIn ? `Check-in of ${checkInName(checkIn)}` : 'Check-in')}
      notFound="It may have been deleted. The list may still show it until it reloads."
      sections={(checkIn: CheckInDetail) =>
        checkInSections(checkIn, missingPerson, timeZone, client)
      }
    />
  );
}
