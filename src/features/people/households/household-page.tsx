import { Alert, Button, Stack } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';

import { useApiDelete } from '../../../lib/browser/api-query/api-queries';
import { DateTimeText } from '../../../ui/date-time-text';
import { PageHeader } from '../../../ui/page-header';
import { DeleteConfirm } from '../../../ui/resource-view/delete-confirm';
import { RecordPage } from '../../../ui/resource-view/record-page';
import { PeopleTabs } from '../shared/people-tabs';
import { PEOPLE_PATH } from '../shared/person-paths';
import { HouseholdDetailsForm } from './household-details-form';
import { HouseholdMembers } from './household-members';
import { householdNavigationState, householdsPath } from './household-paths';

const householdCrumbs = [
  { label: 'People', to: PEOPLE_PATH },
  { label: 'Households', to: householdsPath },
];

/** One household: rename it, choose its primary contact, see its members, delete it. */
export function HouseholdPage() {
  const { householdId = '' } = useParams();
  const navigate = useNavigate();
  const { householdCreated } = householdNavigationState(useLocation().state);
  const [confirming, setConfirming] = useState(false);
  const remove = useApiDelete('/people/v2/households/{id}');
  // Paused while deleting, so the refresh after the delete does not ask for a gone record.
  const deleting = remove.isPending || remove.isSuccess;
  return (
    <RecordPage
      path="/people/v2/households"
      id={householdId}
      include={['people']}
      noun="household"
      skeleton={[220, 160]}
      paused={deleting}
      header={(household) => (
        <>
          <PageHeader
            title={household?.attributes.name ?? 'Household'}
            breadcrumbs={householdCrumbs}
            {...(household && {
              description: (
                <>
                  Household created{' '}
                  <DateTimeText value={household.attributes.created_at} format="date" />, last
                  changed <DateTimeText value={household.attributes.updated_at} />.
                </>
              ),
              actions: (
                <Button
                  color="red"
                  variant="light"
                  leftSection={<IconTrash size={16} aria-hidden="true" />}
                  onClick={() => setConfirming(true)}
                >
                  Delete household
                </Button>
              ),
            })}
          />
          <PeopleTabs />
          {household && householdCreated !== undefined && (
            <Alert color="teal" variant="light" role="status" mb="md" title="Household created">
              {householdCreated} was created with its members.
            </Alert>
          )}
          {household && (
            <DeleteConfirm
              opened={confirming}
              noun="household"
              name={household.attributes.name}
              consequence={`The household and its ${
                household.attributes.member_count === 1
                  ? 'membership'
                  : `${household.attributes.member_count} memberships`
              } are removed. The people themselves stay in the directory. This cannot be undone.`}
              onConfirm={() => remove.mutateAsync({ params: { id: household.id } })}
              onDeleted={() =>
                void navigate(householdsPath, {
                  replace: true,
                  state: { householdDeleted: household.attributes.name },
                })
              }
              onClose={() => setConfirming(false)}
            />
          )}
        </>
      )}
    >
      {(household) => (
        <Stack gap="lg">
          <HouseholdDetailsForm household={household} leaving={deleting} />
          <HouseholdMembers household={household} />
        </Stack>
      )}
    </RecordPage>
  );
}
