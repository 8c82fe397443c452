import { Anchor, Badge, Table, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';

import { useApiList } from '../../../lib/browser/api-query/api-queries';
import { useApiDelete } from '../../../lib/browser/api-query/api-mutations';
import type { Translate } from '../../../lib/pure/i18n/translator';
import { useT } from '../../../ui/i18n/language-context';
import { RecordActions } from '../../../ui/resource-view/record-actions';
import { RecordsSection, useSectionEdits } from '../../../ui/resource-view/records-section';
import { MEMBERSHIPS, MembershipForm, type MembershipRecord } from './membership-form';

const include = ['household'] as const;

function householdName(membership: MembershipRecord, t: Translate): string {
  return membership.related.household?.attributes.name ?? t('people.memberships.unknownHousehold');
}

/** The households a person belongs to (pending ones marked): add, change and remove. */
export function MembershipSection({ personId }: { personId: string }) {
  const t = useT();
  const query = useApiList<typeof MEMBERSHIPS, 'household'>(MEMBERSHIPS, {
    params: { person_id: personId },
    include,
    perPage: 100,
  });
  const edits = useSectionEdits<string, MembershipRecord>();
  const remove = useApiDelete(`${MEMBERSHIPS}/{id}`);
  const memberships = query.data?.records;
  const joined = (memberships ?? []).flatMap((m) =>
    m.related.household ? [m.related.household.id] : [],
  );

  return (
    <RecordsSection<MembershipRecord>
      label={t('people.profile.sections.households')}
      query={{ ...query, data: memberships }}
      what={t('people.memberships.what')}
      empty={t('people.memberships.none')}
      addLabel={t('people.memberships.addTitle')}
      edits={edits}
      form={(membership, close) => (
        <MembershipForm
          personId={personId}
          membership={membership}
          joinedHouseholdIds={joined}
          {...close}
        />
      )}
      removal={{
        verb: 'Remove',
        noun: t('people.memberships.noun'),
        name: (membership) => householdName(membership, t),
        consequence: () => t('people.memberships.removalConsequence'),
        run: async (membership) => {
          await remove.mutateAsync({ params: { person_id: personId, id: membership.id } });
          return t('people.memberships.removed', { household: householdName(membership, t) });
        },
      }}
    >
      {(list) => (
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('people.memberships.household')}</Table.Th>
                <Table.Th>{t('people.memberships.membership')}</Table.Th>
                <Table.Th>{t('people.memberships.members')}</Table.Th>
                <Table.Th>{t('people.memberships.primaryContact')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('people.columns.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((membership) => {
                const household = membership.related.household;
                const name = householdName(membership, t);
                return (
                  <Table.Tr key={membership.id}>
                    <Table.Td>
                      {household ? (
                        <Anchor component={Link} to={`/people/households/${household.id}`} fw={600}>
                          {name}
                        </Anchor>
                      ) : (
                        name
                      )}
                    </Table.Td>
                    <Table.Td>
                      {membership.attributes.pending ? (
                        <Badge color="violet" variant="light">
                          {t('people.memberships.pending')}
                        </Badge>
                      ) : (
                        <Badge color="blue" variant="light">
                          {t('people.memberships.member')}
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td>{household?.attributes.member_count ?? '—'}</Table.Td>
                    <Table.Td>{household?.attributes.primary_contact_name || '—'}</Table.Td>
                    <Table.Td>
                      <RecordActions
                        name={name}
                        editLabel={t('people.memberships.change')}
                        editName={t('people.memberships.changeOf', { household: name })}
                        removeLabel={t('people.profile.remove')}
                        removeName={t('people.memberships.removeFrom', { household: name })}
                        onEdit={() => edits.open(membership.id)}
                        onRemove={() => edits.remove(membership)}
                      />
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </RecordsSection>
  );
}
