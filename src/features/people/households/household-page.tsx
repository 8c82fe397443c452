import { Alert, Button, Stack } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';

import { useApiDelete } from '../../../lib/browser/api-query/api-mutations';
import { DateTimeText } from '../../../ui/date-time-text';
import { Message } from '../../../ui/i18n/message';
import { useT } from '../../../ui/i18n/language-context';
import { PageHeader } from '../../../ui/page-header';
import { DeleteConfirm } from '../../../ui/resource-view/delete-confirm';
import { RecordPage } from '../../../ui/resource-view/record-page';
import { PeopleTabs } from '../shared/people-tabs';
import { PEOPLE_PATH } from '../shared/person-paths';
import { HouseholdDetailsForm } from './household-details-form';
import { HouseholdMembers } from './household-members';
import { householdNavigationState, householdsPath } from './household-paths';

/** One household: rename it, choose its primary contact, see its members, delete it. */
export function HouseholdPage() {
  const t = useT();
  const householdCrumbs = [
    { label: t('people.directory.title'), to: PEOPLE_PATH },
    { label: t('people.households.title'), to: householdsPath },
  ];
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
      noun={t('people.households.nounOne')}
      skeleton={[220, 160]}
      paused={deleting}
      header={(household) => (
        <>
          <PageHeader
            title={household?.attributes.name ?? t('people.memberships.household')}
            breadcrumbs={householdCrumbs}
            {...(household && {
              description: (
                <Message
                  id="people.households.createdAndChanged"
                  components={{
                    0: <DateTimeText value={household.attributes.created_at} format="date" />,
                    1: <DateTimeText value={household.attributes.updated_at} />,
                  }}
                />
              ),
              actions: (
                <Button
                  color="red"
                  variant="light"
                  leftSection={<IconTrash size={16} aria-hidden="true" />}
                  onClick={() => setConfirming(true)}
                >
                  {t('people.households.delete')}
                </Button>
              ),
            })}
          />
          <PeopleTabs />
          {household && householdCreated !== undefined && (
            <Alert
              color="teal"
              variant="light"
              role="status"
              mb="md"
              title={t('people.households.created')}
            >
              {t('people.households.createdBody', { name: householdCreated })}
            </Alert>
          )}
          {household && (
            <DeleteConfirm
              opened={confirming}
              noun={t('people.households.nounOne')}
              name={household.attributes.name}
              consequence={t('people.households.deleteConsequence', {
                count: household.attributes.member_count,
              })}
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
