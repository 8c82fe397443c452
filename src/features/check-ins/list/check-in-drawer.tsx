import { Anchor, Group, Text } from '@mantine/core';

import { checkInsResources } from '../../../api/catalog/check-ins';
import type { Client } from '../../../api/client';
import type { RecordOf } from '../../../api/client-types';
import { useApiClient } from '../../../lib/browser/api-query/api-client-context';
import { useOrganizationTimeZone } from '../../../lib/browser/organization-time-zone';
import type { Translate } from '../../../lib/pure/i18n/translator';
import { DateTimeText } from '../../../ui/date-time-text';
import { useT } from '../../../ui/i18n/language-context';
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

const time = (value: string | null | undefined, empty?: string) => (
  <DateTimeText size="sm" value={value} empty={empty} />
);

/** Everything about one check-in, for its drawer, section by section. */
function checkInSections(
  t: Translate,
  checkIn: CheckInDetail,
  /** How a check-in without a person record reads (depends on the list's filters). */
  missingPerson: string,
  timeZone: string | undefined,
  client: Client,
): ResourceDrawerSection[] {
  const a = checkIn.attributes;
  const r = checkIn.related;
  const notRecorded = <Dimmed>{t('check-ins.list.drawer.notRecorded')}</Dimmed>;
  const noneGiven = <Dimmed>{t('check-ins.list.drawer.noneGiven')}</Dimmed>;
  /** A person of the check-in by name, linked to their profile; or that none was recorded. */
  const personWithLink = (person: CheckInDetail['related']['checked_in_by']) =>
    person ? (
      <PersonLink personId={person.id}>
        {personName(person, t('check-ins.list.drawer.notRecorded'))}
      </PersonLink>
    ) : (
      notRecorded
    );
  return [
    {
      content: (
        <>
          <Group gap="xs">
            <KindBadge kind={a.kind} />
            {r.person === null && <MissingPersonBadge label={missingPerson} />}
          </Group>
          {r.person !== null && (
            <Group
              gap="xs"
              mt="sm"
              aria-label={t('check-ins.list.drawer.inTheApps', {
                name: personName(r.person, t('check-ins.list.drawer.notRecorded')),
              })}
              role="group"
            >
              <PersonAppLinks personId={r.person.id} />
            </Group>
          )}
          {r.person === null && (
            <Text size="sm" c="dimmed">
              {t('check-ins.list.drawer.noPersonRecord')}
            </Text>
          )}
        </>
      ),
    },
    factSection(t('check-ins.list.drawer.checkIn'), {
      [t('check-ins.list.drawer.number')]: a.number,
      [t('check-ins.list.drawer.securityCode')]: (
        <Text span size="sm" ff="monospace">
          {a.security_code || '—'}
        </Text>
      ),
      [t('check-ins.list.drawer.event')]: r.event?.attributes.name ?? notRecorded,
      [t('check-ins.shared.session')]: time(
        r.event_period?.attributes.starts_at,
        t('check-ins.list.drawer.notRecorded'),
      ),
      [t('check-ins.list.drawer.location')]: r.location?.attributes.name ?? notRecorded,
    }),
    factSection(
      timeZone
        ? t('check-ins.list.drawer.timesIn', { timeZone })
        : t('check-ins.list.drawer.times'),
      {
        [t('check-ins.list.columns.checkedIn')]: time(a.created_at),
        [t('check-ins.list.columns.checkedOut')]: time(
          a.checked_out_at,
          t('check-ins.list.columns.stillCheckedIn'),
        ),
        [t('check-ins.list.drawer.lastUpdated')]: time(a.updated_at),
      },
    ),
    factSection(t('check-ins.list.drawer.whoAndWhere'), {
      [t('check-ins.list.drawer.checkedInBy')]: personWithLink(r.checked_in_by),
      [t('check-ins.list.drawer.station')]: r.checked_in_at?.attributes.name ?? notRecorded,
      [t('check-ins.list.drawer.checkedOutBy')]:
        a.checked_out_at === null && r.checked_out_by === null ? (
          <Dimmed>{t('check-ins.list.drawer.notCheckedOutYet')}</Dimmed>
        ) : (
          personWithLink(r.checked_out_by)
        ),
    }),
    factSection(t('check-ins.list.drawer.emergencyContact'), {
      [t('check-ins.list.drawer.name')]: a.emergency_contact_name || noneGiven,
      [t('check-ins.list.drawer.phone')]: a.emergency_contact_phone_number ? (
        <Anchor size="sm" href={`tel:${a.emergency_contact_phone_number.replace(/[^\d+]/g, '')}`}>
          {a.emergency_contact_phone_number}
        </Anchor>
      ) : (
        noneGiven
      ),
    }),
    {
      title: t('check-ins.shared.medicalNotes.title'),
      content: (
        <CheckInMedicalNotes
          key={checkIn.id}
          checkInId={checkIn.id}
          read={(signal) => readMedicalNotes(client, checkIn.id, signal)}
        />
      ),
    },
    {
      title: t('check-ins.list.drawer.labels'),
      content: <CheckInGroupFacts checkInId={checkIn.id} />,
    },
    {
      title: t('check-ins.list.drawer.options'),
      content: (
        <>
          <CheckInOptions checkInId={checkIn.id} />
          <Text size="xs" c="dimmed" mt="md">
            {t('check-ins.list.drawer.checkInId', { id: checkIn.id })}
            {r.person ? ` · ${t('check-ins.list.drawer.personId', { id: r.person.id })}` : ''}
          </Text>
        </>
      ),
    },
  ];
}

/** One check-in's details beside the list, opened by `?check_in=ID`. */
export function CheckInDrawer({ missingPerson }: { missingPerson: string }) {
  const t = useT();
  const { timeZone } = useOrganizationTimeZone();
  const client = useApiClient();
  return (
    <ResourceDrawer<typeof checkInsPath, (typeof detailIncludes)[number]>
      path={checkInsPath}
      include={detailIncludes}
      fields={detailFields}
      param="check_in"
      noun={t('check-ins.list.drawer.noun')}
      title={(_, checkIn) =>
        checkIn
          ? t('check-ins.list.drawer.title', { name: checkInName(t, checkIn) })
          : t('check-ins.list.drawer.untitled')
      }
      notFound={t('check-ins.list.drawer.notFound')}
      sections={(checkIn: CheckInDetail) =>
        checkInSections(t, checkIn, missingPerson, timeZone, client)
      }
    />
  );
}
